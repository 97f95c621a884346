import { z } from 'zod';
import { flag, integer, text, type Env } from './env-values';

/**
 * How the server sends email (password-reset links): an SMTP server named by one URL
 * (`SMTP_URL=smtps://user:password@smtp.example.com`) or by its parts (`SMTP_HOST`, `SMTP_PORT`,
 * `SMTP_SECURE`, `SMTP_USER`, `SMTP_PASSWORD`). Neither set means email is off: the server says
 * so once at start, and the operator CLI prints reset links instead (`users reset-link`).
 */
export const mailSettingsSchema = z
  .object({
    /** `smtp://` or `smtps://` URL with the user and password in it; null to use the parts below. */
    smtpUrl: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, { error: 'SMTP_URL must start with smtp:// or smtps://, like smtps://user:password@smtp.example.com' })
      .nullable(),
    /** Host of the SMTP server; null (with no URL) means email is off. */
    host: z.string().min(1).nullable(),
    /** Port of the SMTP server; null means 465 when `secure`, else 587. */
    port: z
      .number()
      .int()
      .min(1, { error: 'SMTP_PORT must be between 1 and 65535' })
      .max(65535, { error: 'SMTP_PORT must be between 1 and 65535' })
      .nullable(),
    /** TLS from the first byte (port 465); false upgrades with STARTTLS when the server offers it. */
    secure: z.boolean(),
    user: z.string().min(1).nullable(),
    password: z.string().min(1).nullable(),
    /** The sender, `address` or `Name <address>`; null means the company name and support email. */
    from: z
      .string()
      .regex(/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, {
        error: 'MAIL_FROM must be an email address, or a name and one like "Beurs <no-reply@example.com>"',
      })
      .nullable(),
  })
  .superRefine((mail, context) => {
    if (mail.smtpUrl && mail.host) context.addIssue({ code: 'custom', message: 'Set SMTP_URL or SMTP_HOST, not both' });
    if ((mail.user === null) !== (mail.password === null)) {
      context.addIssue({ code: 'custom', message: 'SMTP_USER and SMTP_PASSWORD go together: set both or neither' });
    }
    if (mail.smtpUrl && mail.user)
      context.addIssue({
        code: 'custom',
        message: 'Put the SMTP user and password in SMTP_URL, or use SMTP_HOST with SMTP_USER and SMTP_PASSWORD',
      });
  });
export type MailSettings = z.infer<typeof mailSettingsSchema>;

/** Email off: no SMTP server configured. */
export const DEFAULT_MAIL_SETTINGS: MailSettings = {
  smtpUrl: null,
  host: null,
  port: null,
  secure: false,
  user: null,
  password: null,
  from: null,
};

/** Whether an SMTP server is configured, so the server sends email. */
export function isMailEnabled(mail: MailSettings): boolean {
  return mail.smtpUrl !== null || mail.host !== null;
}

/** The settings given through `SMTP_URL`, `SMTP_HOST`, `SMTP_PORT`, `SMTP_SECURE`, `SMTP_USER`, `SMTP_PASSWORD` and `MAIL_FROM`. */
export function readMailEnv(env: Env, errors: string[]): Partial<MailSettings> {
  const values: Partial<MailSettings> = {
    smtpUrl: text(env, 'SMTP_URL'),
    host: text(env, 'SMTP_HOST'),
    port: integer(env, 'SMTP_PORT', errors),
    secure: flag(env, 'SMTP_SECURE', errors),
    user: text(env, 'SMTP_USER'),
    password: text(env, 'SMTP_PASSWORD'),
    from: text(env, 'MAIL_FROM'),
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<MailSettings>;
}
