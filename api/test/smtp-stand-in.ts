import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the stand-in took: its envelope's recipients and the raw message. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a port of its own, closed after the test: it keeps every message it takes in `received`.
 * While `state.refuse` is true it refuses each one with 451 (mailbox busy, try later), as a server that is down
 * for a while does; set it to false to let them through.
 */
export async function smtpStandIn(t: { after(fn: () => Promise<void>): void }, { refuse = false } = {}) {
  const received: ReceivedMail[] = [];
  const state = { refuse };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuse) return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  return { url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`, received, state };
}
