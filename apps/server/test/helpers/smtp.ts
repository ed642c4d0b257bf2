import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message as the server received it (headers, MIME parts, quoted-printable). */
  raw: string;
}

export interface SmtpFixture {
  /** smtp://127.0.0.1:port for createMailer's smtpUrl. */
  url: string;
  received: ReceivedMail[];
  /** Answer the next `n` messages with 451 (a temporary failure: the sender retries). */
  failNext(n: number): void;
  close(): Promise<void>;
}

export interface SmtpOptions {
  /** Recipients answered with a permanent 550 at RCPT TO (a bouncing address). */
  refuse?: (address: string) => boolean;
}

/** A real SMTP server on loopback (smtp-server): nodemailer speaks the real protocol to it. */
export async function startSmtp(options: SmtpOptions = {}): Promise<SmtpFixture> {
  const received: ReceivedMail[] = [];
  let failing = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) {
        const err = Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 });
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failing > 0) {
          failing--;
          return callback(Object.assign(new Error('4.3.0 Try again later'), { responseCode: 451 }));
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    failNext(n) {
      failing = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header's value (unfolded), or undefined. */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The message with quoted-printable undone (soft breaks, =XX bytes), to search its text and HTML. */
export function decoded(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
