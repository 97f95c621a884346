import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on 127.0.0.1 and a free port that keeps what it receives, for journeys that read email. */
export interface SmtpInbox {
  /** `smtp://127.0.0.1:<port>`, for the server's `SMTP_URL`. */
  url: string;
  /** Each message as sent, quoted-printable soft breaks and escapes undone. */
  messages: string[];
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Starts an SMTP server without TLS or login (the broker's `SMTP_URL` points at it). */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: string[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push(decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
