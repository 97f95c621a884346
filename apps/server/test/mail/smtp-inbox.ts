import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';

/** One email the test SMTP server received. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message as sent, headers and body, quoted-printable undone. */
  raw: string;
}

/** A real SMTP server on 127.0.0.1 and a free port, keeping every email it receives. */
export interface SmtpInbox {
  port: number;
  /** `smtp://127.0.0.1:<port>`, for the server's `SMTP_URL`. */
  url: string;
  mails: ReceivedMail[];
  /** Waits until `count` emails have arrived in all, and returns the last. */
  waitForMail(count?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Undoes quoted-printable soft line breaks and escapes, so a long link reads as one piece. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Starts the test SMTP server (the `smtp-server` package, no TLS). With `credentials`, a client
 * must log in with them (AUTH over plain text, allowed for the test only).
 */
export async function startSmtpInbox(credentials?: { user: string; password: string }): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: credentials ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !credentials,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (credentials && auth.username === credentials.user && auth.password === credentials.password)
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitForMail(count = 1) {
      return vi.waitFor(
        () => {
          const mail = mails[count - 1];
          if (!mail) throw new Error(`${mails.length} of ${count} emails arrived`);
          return mail;
        },
        { timeout: 10_000, interval: 20 },
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The password-reset link in an email. */
export function resetLinkIn(mail: ReceivedMail): string {
  const link = /https?:\/\/[^\s"<>]+#token=[A-Za-z0-9_-]+/.exec(mail.raw)?.[0];
  if (!link) throw new Error(`No reset link in the email:\n${mail.raw}`);
  return link;
}

/** The token of a reset link. */
export function tokenOf(link: string): string {
  return new URL(link).hash.replace(/^#token=/, '');
}
