import { PASSWORD_RESET_LINK_MINUTES } from '@beurs/domain';
import type { MailMessage } from '../mail/mailer';
import { escapeHtml } from '../mail/escape-html';

/** The email that carries a reset link: plain text, and the same words as simple HTML. */
export function passwordResetEmail(input: {
  to: string;
  firstName: string;
  link: string;
  companyName: string;
  supportEmail: string;
}): MailMessage {
  const { to, firstName, link, companyName, supportEmail } = input;
  const subject = `Reset your ${companyName} password`;
  const paragraphs = [
    `Hello ${firstName},`,
    `Someone, hopefully you, asked to reset the password of the ${companyName} account for ${to}. Open this link to choose a new password. It works for ${PASSWORD_RESET_LINK_MINUTES} minutes and only once:`,
    link,
    'Setting a new password signs out every device where the account is signed in.',
    `If you did not ask for this, ignore this email: your password stays as it is. We never ask for your password by email or phone. Questions: ${supportEmail}.`,
    companyName,
  ];
  const html = paragraphs
    .map((paragraph) =>
      paragraph === link ? `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>` : `<p>${escapeHtml(paragraph)}</p>`,
    )
    .join('\n');
  return { to, subject, text: paragraphs.join('\n\n'), html };
}
