import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { countries, users } from '../db/schema/index';
import { COUNTRY_LIST, NETHERLANDS_ID } from '../accounts/country-list';
import { hashSecret } from '../identity/secret-hashing';
import { signUp } from '../auth/sign-up';
import { DEMO_USER } from '../accounts/demo-user';

/** Countries of the registration form. Idempotent. */
export async function seedCountries(context: AppContext): Promise<void> {
  await context.db
    .insert(countries)
    .values(COUNTRY_LIST.map((country) => ({ ...country })))
    .onConflictDoNothing();
}

/**
 * The demo user whose credentials the README gives: an ordinary account (starting virtual
 * funds, welcome notification) with a withdrawal PIN already set. Idempotent.
 */
export async function seedDemoUser(context: AppContext): Promise<void> {
  const [existing] = await context.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USER.email));
  if (existing) return;
  // Another process seeding the same database at the same moment may have created it first: then it is theirs to finish.
  const { created, userId } = await signUp(context, {
    email: DEMO_USER.email,
    password: DEMO_USER.password,
    first_name: 'Demo',
    last_name: 'Trader',
    phone: '+31 20 000 0001',
    country_id: NETHERLANDS_ID,
    accept_terms: true,
    accept_risk_warning: true,
  });
  if (!created) return;
  await context.db
    .update(users)
    .set({ pinHash: await hashSecret(DEMO_USER.pin) })
    .where(eq(users.id, userId));
}
