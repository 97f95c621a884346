import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { users } from '../db/schema/index';
import { CliError } from './cli-error';

export type UserRow = typeof users.$inferSelect;

/** The user with this email (case-insensitive, as sign-up stores it lower case). */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow> {
  const normalized = email.trim().toLowerCase();
  const [user] = await db.select().from(users).where(eq(users.email, normalized));
  if (!user) throw new CliError(`No account has the email ${normalized}. List accounts with: users list`);
  return user;
}
