/** An email to send: what lib/ writes and the mailer plugin sends. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The link the message is about (a reset link), logged when there is no SMTP server. */
  link?: string;
  /** An HTML part next to the text (a branded invitation); the text stays complete on its own. */
  html?: string;
  /**
   * A credential in the text and link (a reset token): sent, never stored. The outbox keeps the email with it
   * replaced by SECRET_NOT_STORED.
   */
  secret?: string;
}
