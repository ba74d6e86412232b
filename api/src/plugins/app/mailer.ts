import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

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

export const SECRET_NOT_STORED = 'not-stored';
/** How long EXPOSE_OUTBOX keeps an email's secret in memory for GET /dev/outbox: a reset link's life. */
const IN_CLEAR_MS = 60 * 60 * 1000;
const IN_CLEAR_MAX = 1000;

/** What was sent, where the outbox row has the secret replaced. */
export interface SentInClear {
  text: string;
  link: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: {
      send(mail: Mail): Promise<void>;
      /** Sends without making the caller wait (so timing tells nothing); errors are logged. */
      sendInBackground(mail: Mail): void;
      /**
       * With EXPOSE_OUTBOX only (the e2e suite): an outbox row's text and link as sent, secret included, kept in
       * this process's memory for an hour. Undefined otherwise, and for an email without a secret.
       */
      inClear(outboxId: string): SentInClear | undefined;
    };
  }
}

/**
 * With SMTP_URL, nodemailer sends the mail. Without it, the mail only goes to the outbox table and its
 * link to the log, so a local user can still reset a password. Either way the outbox keeps a copy, without
 * the mail's secret (a reset token is sent, never stored).
 */
export default fp(
  async (fastify) => {
    const { smtpUrl, mailFrom, exposeOutbox } = fastify.config;
    const inClear = new Map<string, { sent: SentInClear; until: number }>();
    const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
    const pending = new Set<Promise<void>>();

    async function send(mail: Mail): Promise<void> {
      if (transport) {
        await transport.sendMail({ from: mailFrom, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}) });
      } else {
        fastify.log.info({ to: mail.to, subject: mail.subject, link: mail.link }, `email (no SMTP_URL set): ${mail.link ?? mail.subject}`);
      }
      const hide = (text: string) => (mail.secret ? text.replaceAll(mail.secret, SECRET_NOT_STORED) : text);
      const id = await fastify.outboxRepository.add({
        recipient: mail.to,
        subject: mail.subject,
        body: hide(mail.text),
        link: mail.link ? hide(mail.link) : null,
        html: mail.html ? hide(mail.html) : null,
        transport: transport ? 'smtp' : 'log',
      });
      if (exposeOutbox && mail.secret) {
        if (inClear.size >= IN_CLEAR_MAX) inClear.delete(inClear.keys().next().value!);
        inClear.set(id, { sent: { text: mail.text, link: mail.link ?? null }, until: Date.now() + IN_CLEAR_MS });
      }
    }

    fastify.decorate('mailer', {
      send,
      sendInBackground(mail: Mail) {
        const job = send(mail)
          .catch((error: unknown) => fastify.log.error({ err: error, to: mail.to }, 'sending email failed'))
          .finally(() => pending.delete(job));
        pending.add(job);
      },
      inClear(outboxId: string) {
        const kept = inClear.get(outboxId);
        if (kept && kept.until <= Date.now()) inClear.delete(outboxId);
        return kept && kept.until > Date.now() ? kept.sent : undefined;
      },
    });

    // preClose runs before any onClose, so the database is still open for the outbox row.
    fastify.addHook('preClose', async () => {
      await Promise.allSettled([...pending]);
    });
    fastify.addHook('onClose', async () => {
      transport?.close();
    });
  },
  { name: 'mailer', dependencies: ['config', 'outbox-repository'] },
);
