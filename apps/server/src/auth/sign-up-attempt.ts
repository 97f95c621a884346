import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { users } from '../db/schema/index';
import type { MailMessage } from '../mail/mailer';
import { escapeHtml } from '../mail/escape-html';

/** The email to the owner of an account whose address someone tried to register again. */
export function signUpAttemptEmail(input: {
  to: string;
  firstName: string;
  signInLink: string;
  companyName: string;
  supportEmail: string;
}): MailMessage {
  const { to, firstName, signInLink, companyName, supportEmail } = input;
  const subject = `Someone tried to register at ${companyName} with your email`;
  const paragraphs = [
    `Hello ${firstName},`,
    `Someone, perhaps you, tried to register a new ${companyName} account with ${to}. That email already has an account, so nothing was created and nothing changed: your account, its password and its funds are as they were.`,
    `To trade, sign in with your existing password:`,
    signInLink,
    `If you forgot your password, choose "Forgot your password?" on the sign-in page. If this was not you, you need do nothing. We never ask for your password by email or phone. Questions: ${supportEmail}.`,
    companyName,
  ];
  const html = paragraphs
    .map((paragraph) =>
      paragraph === signInLink ? `<p><a href="${escapeHtml(signInLink)}">Sign in</a></p>` : `<p>${escapeHtml(paragraph)}</p>`,
    )
    .join('\n');
  return { to, subject, text: paragraphs.join('\n\n'), html };
}

/**
 * Tells the owner of `userId` that someone tried to register their email again, when email is
 * on. Not awaited by the sign-up: the answer must neither wait for nor be timed by the SMTP
 * server, or its timing would say which emails have accounts.
 */
export function warnOfSignUpAttempt(context: AppContext, userId: string): void {
  if (!context.mailer.enabled) return;
  void (async () => {
    const [owner] = await context.db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId));
    if (!owner) return;
    const { company } = context.config;
    await context.mailer.send(
      signUpAttemptEmail({
        to: owner.email,
        firstName: owner.firstName,
        signInLink: new URL('/login', company.site).toString(),
        companyName: company.name,
        supportEmail: company.supportEmail,
      }),
    );
  })().catch((error: unknown) => {
    context.log.error({ err: error, userId }, 'the email about a sign-up with an existing address could not be sent');
  });
}
