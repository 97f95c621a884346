import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { Decimal, formatMoneyAmount, type signupRequest } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { countries, users } from '../db/schema/index';
import { Refusal } from '../refusals/refusal';
import { postLedgerEntry } from '../ledger/ledger';
import { notifyUser } from '../notifications/notify-user';
import { formatMoney } from '../format/format-money';
import { isUniqueViolation } from '../db/unique-violation';
import { checkNewPassword } from './password-rules';
import { hashSecret } from '../identity/secret-hashing';

export type SignupInput = z.output<typeof signupRequest>;

/** The description of the first ledger entry of every account (never called a bonus: product rule 5). */
export const STARTING_FUNDS_DESCRIPTION = 'Starting virtual funds (demo account)';

/** What a sign-up did: created the account, or found the email taken (and changed nothing). */
export type SignUpOutcome = { created: true; userId: string } | { created: false; userId: string };

/** The account that holds `email`, if one does. */
async function accountWithEmail(context: AppContext, email: string): Promise<string | null> {
  const [existing] = await context.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return existing?.id ?? null;
}

/**
 * Registers an account: argon2id password hash, the starting virtual balance as a `demo_top_up`
 * ledger entry (the same cause as `/users/giveMeCredit`: virtual money the demo broker provides,
 * not a deposit the user made), and a welcome notification.
 *
 * An email that already has an account changes nothing and is not refused either: the caller
 * answers both alike, so sign-up cannot be used to find out which emails have accounts. The
 * password is hashed all the same, so the answer takes as long.
 */
export async function signUp(context: AppContext, input: SignupInput): Promise<SignUpOutcome> {
  await checkNewPassword(input.password, {
    owner: { email: input.email, firstName: input.first_name, lastName: input.last_name, companyName: context.config.company.name },
    field: { path: 'password', label: 'Password' },
  });
  const [country] = await context.db.select({ id: countries.id }).from(countries).where(eq(countries.id, input.country_id));
  if (!country) {
    const message = 'Choose your country from the list: this country id is unknown.';
    throw Refusal.validation(message, [{ path: 'country_id', message }]);
  }
  const existing = await accountWithEmail(context, input.email);
  const passwordHash = await hashSecret(input.password);
  if (existing) return { created: false, userId: existing };
  const startingFunds = Decimal.from(formatMoneyAmount(context.config.demoBalance));
  const now = context.now();
  try {
    const userId = await context.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          phone: input.phone,
          countryId: input.country_id,
          createdAt: now,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('The user was not created');
      await postLedgerEntry(tx, {
        userId: user.id,
        cause: 'demo_top_up',
        amount: startingFunds,
        description: STARTING_FUNDS_DESCRIPTION,
        at: now,
      });
      await notifyUser(tx, {
        userId: user.id,
        title: `Welcome to ${context.config.company.name}`,
        body:
          `Your demo account is ready with ${formatMoney(startingFunds)} of virtual funds. No real money is involved: ` +
          'deposits credit virtual funds and withdrawals pay nothing out. Set a PIN in Account > Security before your first withdrawal.',
        kind: 'success',
        at: now,
      });
      return user.id;
    });
    return { created: true, userId };
  } catch (error) {
    // Two sign-ups with one email at the same moment: the unique index decides, and the second is the first's.
    if (!isUniqueViolation(error)) throw error;
    const first = await accountWithEmail(context, input.email);
    if (!first) throw error;
    return { created: false, userId: first };
  }
}
