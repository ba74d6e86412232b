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
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: {
      send(mail: Mail): Promise<void>;
      /** Sends without making the caller wait (so timing tells nothing); errors are logged. */
      sendInBackground(mail: Mail): void;
    };
  }
}

/**
 * With SMTP_URL, nodemailer sends the mail. Without it, the mail only goes to the outbox table and its
 * link to the log, so a local user can still reset a password. Either way the outbox keeps a copy.
 */
export default fp(
  async (fastify) => {
    const { smtpUrl, mailFrom } = fastify.config;
    const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
    const pending = new Set<Promise<void>>();

    async function send(mail: Mail): Promise<void> {
      if (transport) {
        await transport.sendMail({ from: mailFrom, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}) });
      } else {
        fastify.log.info({ to: mail.to, subject: mail.subject, link: mail.link }, `email (no SMTP_URL set): ${mail.link ?? mail.subject}`);
      }
      await fastify.outboxRepository.add({
        recipient: mail.to,
        subject: mail.subject,
        body: mail.text,
        link: mail.link ?? null,
        html: mail.html ?? null,
        transport: transport ? 'smtp' : 'log',
      });
    }

    fastify.decorate('mailer', {
      send,
      sendInBackground(mail: Mail) {
        const job = send(mail)
          .catch((error: unknown) => fastify.log.error({ err: error, to: mail.to }, 'sending email failed'))
          .finally(() => pending.delete(job));
        pending.add(job);
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
