import { asc, eq } from 'drizzle-orm';
import { ACCOUNT_STATUSES, type AccountStatus } from '@beurs/domain';
import { users } from '../db/schema/index';
import { formatMoney } from '../format/format-money';
import { notifyUser } from '../notifications/notify-user';
import { writeAudit } from './audit';
import { CliError } from './cli-error';
import { findUserByEmail } from './find-user';
import { formatTable } from './format-table';
import type { OperatorContext } from './operator-context';

/** `users list [--status active|frozen]`: every account with its status, balance and verification. */
export async function listUsers(context: OperatorContext, options: { status?: string }): Promise<string> {
  if (options.status !== undefined && !(ACCOUNT_STATUSES as readonly string[]).includes(options.status)) {
    throw new CliError(`--status must be one of ${ACCOUNT_STATUSES.join(', ')}`, 2);
  }
  const query = context.db.select().from(users);
  const rows = await (options.status ? query.where(eq(users.status, options.status as AccountStatus)) : query).orderBy(
    asc(users.createdAt),
  );
  return formatTable(
    ['EMAIL', 'NAME', 'STATUS', 'BALANCE', 'VERIFICATION', 'CREATED'],
    rows.map((row) => [
      row.email,
      `${row.firstName} ${row.lastName}`,
      row.status,
      formatMoney(row.balance),
      row.verificationStatus,
      row.createdAt.toISOString(),
    ]),
  );
}

async function setStatus(context: OperatorContext, input: { email: string; reason: string }, status: AccountStatus): Promise<string> {
  const user = await findUserByEmail(context.db, input.email);
  if (user.status === status) throw new CliError(`${user.email} is already ${status}; nothing was changed.`);
  const now = context.now();
  await context.db.transaction(async (tx) => {
    await tx.update(users).set({ status }).where(eq(users.id, user.id));
    await writeAudit(tx, context, {
      action: status === 'frozen' ? 'user.freeze' : 'user.unfreeze',
      targetUserId: user.id,
      reason: input.reason,
    });
    await notifyUser(tx, {
      userId: user.id,
      title: status === 'frozen' ? 'Your account is frozen' : 'Your account is active again',
      body:
        status === 'frozen'
          ? `You can still sign in and see your account, but not trade, withdraw or change it. Please contact us by email ${context.config.company.supportEmail}.`
          : 'Trading, withdrawals and changes to your account are possible again.',
      kind: status === 'frozen' ? 'warning' : 'success',
      at: now,
    });
  });
  // Sessions stay valid (a frozen account may still read); the sockets reconnect and reload the user.
  await context.disconnectUser(user.id);
  return `${status === 'frozen' ? 'Froze' : 'Unfroze'} ${user.email} (reason: ${input.reason}). Recorded in the audit log as ${context.actor}.`;
}

/** `users freeze <email> --reason "…"` (product rule 6: only the operator, always with a reason). */
export function freezeUser(context: OperatorContext, input: { email: string; reason: string }): Promise<string> {
  return setStatus(context, input, 'frozen');
}

/** `users unfreeze <email> --reason "…"`. */
export function unfreezeUser(context: OperatorContext, input: { email: string; reason: string }): Promise<string> {
  return setStatus(context, input, 'active');
}
