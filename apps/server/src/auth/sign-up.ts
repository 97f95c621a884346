import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { Decimal, ERROR_CODES, formatMoneyAmount, type signupRequest } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { countries, users } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { postLedgerEntry } from '../ledger/ledger';
import { notifyUser } from '../accounts/notify-user';
import { formatMoney } from '../accounts/format-money';
import { isUniqueViolation } from '../accounts/unique-violation';
import { checkNewPassword } from './password-rules';
import { hashSecret } from './secret-hashing';

export type SignupInput = z.output<typeof signupRequest>;

/** The description of the first ledger entry of every account (never called a bonus: PRODUCT rule 5). */
export const STARTING_FUNDS_DESCRIPTION = 'Starting virtual funds (demo account)';

const emailTaken = () => AppError.conflict(ERROR_CODES.conflict, 'An account with this email already exists');

/**
 * Registers an account: argon2id password hash, the starting virtual balance as a `demo_top_up`
 * ledger entry (the same cause as `/users/giveMeCredit`: virtual money the demo broker provides,
 * not a deposit the user made), and a welcome notification. Returns the new user's id.
 */
export async function signUp(context: AppContext, input: SignupInput): Promise<string> {
  await checkNewPassword(input.password, {
    owner: { email: input.email, firstName: input.first_name, lastName: input.last_name, companyName: context.config.company.name },
    field: { path: 'password', label: 'Password' },
  });
  const [country] = await context.db.select({ id: countries.id }).from(countries).where(eq(countries.id, input.country_id));
  if (!country) {
    const message = 'Choose your country from the list: this country id is unknown.';
    throw AppError.validation(message, [{ path: 'country_id', message }]);
  }
  const [existing] = await context.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (existing) throw emailTaken();
  const passwordHash = await hashSecret(input.password);
  const startingFunds = Decimal.from(formatMoneyAmount(context.config.demoBalance));
  const now = context.now();
  try {
    return await context.db.transaction(async (tx) => {
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
  } catch (error) {
    // Two sign-ups with one email at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
