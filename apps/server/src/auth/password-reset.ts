import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ERROR_CODES,
  PASSWORD_RESET_LINK_MINUTES,
  PASSWORD_RESET_PAGE_PATH,
  type passwordResetRequest,
  type resetPasswordRequest,
} from '@beurs/domain';
import type { AppContext } from '../app-context';
import type { DbOrTx } from '../db/database';
import { passwordResetTokens, users } from '../db/schema/index';
import { Refusal } from '../refusals/refusal';
import { recordActivity, type RequestOrigin } from '../activity/activity-log';
import { notifyUser } from '../notifications/notify-user';
import { checkNewPassword } from './password-rules';
import { passwordResetEmail } from './password-reset-email';
import { hashSecret } from '../identity/secret-hashing';
import { revokeSessions } from './sessions';

/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MS = PASSWORD_RESET_LINK_MINUTES * 60 * 1000;

/**
 * A second link for the same account within this long is not sent (the answer stays the same):
 * whoever knows an address cannot fill its inbox from many addresses of their own.
 */
export const PASSWORD_RESET_RESEND_MS = 60 * 1000;

/** Stands in for the user's id when the email has no account, so both paths run the same queries. */
const NO_USER_ID = '00000000-0000-0000-0000-000000000000';

export type PasswordResetInput = z.output<typeof passwordResetRequest>;
export type ResetPasswordInput = z.output<typeof resetPasswordRequest>;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The public site's reset page with the token in the fragment, which the browser keeps to itself:
 * it is in no server's access log and no Referer.
 *
 * @example
 * passwordResetLink('https://trade.example.nl', 'abc') // 'https://trade.example.nl/reset-password#token=abc'
 */
export function passwordResetLink(site: string, token: string): string {
  const url = new URL(PASSWORD_RESET_PAGE_PATH, site);
  url.hash = `token=${token}`;
  return url.toString();
}

/**
 * Stores a new reset token for the user (only its hash) and returns the token. Used by the reset
 * request and by the operator CLI's `users reset-link`.
 */
export async function issuePasswordResetToken(
  db: DbOrTx,
  { userId, now, requestedIp }: { userId: string; now: Date; requestedIp: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_MS);
  await db.insert(passwordResetTokens).values({ tokenHash: hashToken(token), userId, expiresAt, requestedIp, createdAt: now });
  return { token, expiresAt };
}

/**
 * Sends a reset link to the email's account, if it has one. The caller answers the same text
 * either way, and this does the same queries either way; the email goes out after the answer,
 * so neither the answer nor its timing tells whether the address is registered. Without SMTP
 * nothing is sent: the operator prints links with the CLI.
 */
export async function requestPasswordReset(
  context: AppContext,
  { input, origin }: { input: PasswordResetInput; origin: RequestOrigin },
): Promise<void> {
  const now = context.now();
  const [user] = await context.db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.email, input.email));
  const [recent] = await context.db
    .select({ createdAt: passwordResetTokens.createdAt })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, user?.id ?? NO_USER_ID),
        gt(passwordResetTokens.createdAt, new Date(now.getTime() - PASSWORD_RESET_RESEND_MS)),
      ),
    )
    .orderBy(desc(passwordResetTokens.createdAt))
    .limit(1);
  if (!user || recent) return;
  if (!context.mailer.enabled) {
    context.log.warn('a password reset was asked for, but email is off (no SMTP_URL or SMTP_HOST): nothing was sent');
    return;
  }
  const { token } = await issuePasswordResetToken(context.db, { userId: user.id, now, requestedIp: origin.ip });
  const { company } = context.config;
  const message = passwordResetEmail({
    to: user.email,
    firstName: user.firstName,
    link: passwordResetLink(company.site, token),
    companyName: company.name,
    supportEmail: company.supportEmail,
  });
  // Not awaited: the answer must not wait for (and so time) the SMTP server.
  context.mailer.send(message).catch((error: unknown) => {
    context.log.error({ err: error, userId: user.id }, 'the password-reset email could not be sent');
  });
}

const REFUSALS = {
  unknown: 'This reset link is not valid. Check that you opened the whole link from the email, or ask for a new one.',
  used: 'This reset link has already been used. If you need to reset your password again, ask for a new one.',
  expired: `This link has expired: reset links work for ${PASSWORD_RESET_LINK_MINUTES} minutes. Ask for a new one.`,
} as const;

function refusal(kind: keyof typeof REFUSALS): Refusal {
  return new Refusal('invalid', ERROR_CODES.resetLinkInvalid, REFUSALS[kind]);
}

/**
 * Sets a new password with a reset token. The new password follows the sign-up rules; the token
 * is spent (with every other link of the user), every session ends and its sockets are
 * disconnected, like a password change. An unknown, used or expired token is refused with a
 * message that says what to do.
 */
export async function resetPassword(
  context: AppContext,
  { input, origin }: { input: ResetPasswordInput; origin: RequestOrigin },
): Promise<void> {
  const tokenHash = hashToken(input.token);
  const [row] = await context.db
    .select({
      token: passwordResetTokens,
      user: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, tokenHash));
  if (!row) throw refusal('unknown');
  if (row.token.usedAt) throw refusal('used');
  if (row.token.expiresAt <= context.now()) throw refusal('expired');
  const { user } = row;
  await checkNewPassword(input.new_password, {
    owner: { email: user.email, firstName: user.firstName, lastName: user.lastName, companyName: context.config.company.name },
    field: { path: 'new_password', label: 'New password' },
  });
  const passwordHash = await hashSecret(input.new_password);
  const now = context.now();
  const outcome = await context.db.transaction(async (tx) => {
    // Only the transaction that flips used_at from null wins; a second click finds the link used.
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning({ userId: passwordResetTokens.userId });
    if (claimed.length === 0) return 'used' as const;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    // Every other link of the user stops working too: the password they were sent to replace is gone.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await recordActivity(tx, {
      userId: user.id,
      kind: 'password_changed',
      description: 'Password reset with an emailed link; every session was signed out',
      origin,
      at: now,
    });
    await notifyUser(tx, {
      userId: user.id,
      title: 'Your password was reset',
      body: `Your password was reset with a link sent to your email, and every device was signed out. If you did not do this, contact ${context.config.company.supportEmail} at once.`,
      kind: 'warning',
      at: now,
    });
    return 'reset' as const;
  });
  if (outcome === 'used') throw refusal('used');
  await revokeSessions(context, { userId: user.id }, 'password reset');
  context.realtime.disconnectUser(user.id);
}
