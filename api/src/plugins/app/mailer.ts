import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Mail } from '../../lib/mail';
import { seal, sealingKey, unseal } from '../../lib/sealed';

export type { Mail };

export const SECRET_NOT_STORED = 'not-stored';
export const EMAIL_SECRET_UNREADABLE =
  'Its link cannot be read back: JWT_SECRET changed after it was queued. Ask for a new email.';
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
      /** Writes the email to the outbox and queues its delivery (or logs it without SMTP_URL). */
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

/** A queued email: its outbox row, and its secret sealed (lib/sealed.ts) when it has one. */
interface EmailJob {
  outboxId: string;
  secret?: string;
}

/**
 * Every email is written to the outbox when it is asked for, without its secret (a reset token is sent, never
 * stored in clear). With SMTP_URL a job of the durable queue (plugins/app/jobs.ts) then sends it through
 * nodemailer, retried with backoff for about two hours while the server is down or refuses, and marks the row
 * delivered (or keeps the last error); the secret waits in the job sealed under a key of JWT_SECRET. Without
 * SMTP_URL the email's link goes to the log, so a local user can still reset a password.
 */
export default fp(
  async (fastify) => {
    const { smtpUrl, mailFrom, exposeOutbox, jwtSecret } = fastify.config;
    const inClear = new Map<string, { sent: SentInClear; until: number }>();
    const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
    const key = sealingKey(jwtSecret, 'email secrets');
    const pending = new Set<Promise<void>>();
    const outbox = fastify.outboxRepository;

    async function send(mail: Mail): Promise<void> {
      const hide = (text: string) => (mail.secret ? text.replaceAll(mail.secret, SECRET_NOT_STORED) : text);
      const id = await outbox.add({
        recipient: mail.to,
        subject: mail.subject,
        body: hide(mail.text),
        link: mail.link ? hide(mail.link) : null,
        html: mail.html ? hide(mail.html) : null,
        transport: transport ? 'smtp' : 'log',
        deliveredAt: transport ? null : new Date(),
      });
      if (transport)
        await fastify.jobs.send('email', {
          outboxId: id,
          ...(mail.secret ? { secret: seal(key, mail.secret) } : {}),
        } satisfies EmailJob);
      else
        fastify.log.info(
          { to: mail.to, subject: mail.subject, link: mail.link },
          `email (no SMTP_URL set): ${mail.link ?? mail.subject}`,
        );
      if (exposeOutbox && mail.secret) {
        if (inClear.size >= IN_CLEAR_MAX) inClear.delete(inClear.keys().next().value!);
        inClear.set(id, { sent: { text: mail.text, link: mail.link ?? null }, until: Date.now() + IN_CLEAR_MS });
      }
    }

    fastify.jobs.work<EmailJob>('email', async ({ outboxId, secret }) => {
      const row = await outbox.get(outboxId);
      // Gone, or delivered by an earlier try that stopped before it could say so.
      if (!row || row.deliveredAt) return;
      const plain = secret === undefined ? undefined : unseal(key, secret);
      if (plain === null) {
        // Not retried: no later try can read it either.
        await outbox.deliveryFailed(outboxId, EMAIL_SECRET_UNREADABLE);
        return;
      }
      const show = (text: string) => (plain === undefined ? text : text.replaceAll(SECRET_NOT_STORED, plain));
      if (!transport) {
        fastify.log.info(
          { to: row.recipient, subject: row.subject },
          `email (no SMTP_URL set now): ${row.link ? show(row.link) : row.subject}`,
        );
      } else {
        try {
          await transport.sendMail({
            from: mailFrom,
            to: row.recipient,
            subject: row.subject,
            text: show(row.body),
            ...(row.html ? { html: show(row.html) } : {}),
          });
        } catch (error) {
          await outbox.deliveryFailed(outboxId, error instanceof Error ? error.message : String(error));
          throw error;
        }
      }
      await outbox.delivered(outboxId);
    });

    fastify.decorate('mailer', {
      send,
      sendInBackground(mail: Mail) {
        const job = send(mail)
          .catch((error: unknown) => fastify.log.error({ err: error, to: mail.to }, 'queueing email failed'))
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
  { name: 'mailer', dependencies: ['config', 'outbox-repository', 'jobs'] },
);
