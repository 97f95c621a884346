import { PASSWORD_RESET_LINK_MINUTES } from '@beurs/domain';
import { issuePasswordResetToken, passwordResetLink } from '../auth/password-reset';
import { writeAudit } from './audit';
import { findUserByEmail } from './find-user';
import type { OperatorContext } from './operator-context';

/**
 * `users reset-link <email> --reason "…"`: prints a password-reset link for the account, for a
 * platform without SMTP (or a user whose email does not arrive). The link works like an emailed
 * one: once, for 30 minutes. Hand it over only to the account's owner, by a channel you trust.
 */
export async function printResetLink(context: OperatorContext, input: { email: string; reason: string }): Promise<string> {
  const user = await findUserByEmail(context.db, input.email);
  const link = await context.db.transaction(async (tx) => {
    const { token } = await issuePasswordResetToken(tx, { userId: user.id, now: context.now(), requestedIp: null });
    // The audit records who printed a link and why, never the link itself.
    await writeAudit(tx, context, { action: 'user.password_reset_link', targetUserId: user.id, reason: input.reason });
    return passwordResetLink(context.config.company.site, token);
  });
  return [
    `Password-reset link for ${user.email} (works once, for ${PASSWORD_RESET_LINK_MINUTES} minutes):`,
    link,
    `Recorded in the audit log as ${context.actor}. Give it only to the account's owner.`,
  ].join('\n');
}
