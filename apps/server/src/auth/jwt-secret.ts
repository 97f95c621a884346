import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { settings } from '../db/schema/index';

const KEY = 'jwt_secret';

/**
 * The configured secret, or one generated on first start and kept in the database, so every
 * process of a scaled-out platform signs and verifies with the same key.
 */
export async function resolveJwtSecret(db: Db, configured: string | null): Promise<string> {
  if (configured) return configured;
  await db
    .insert(settings)
    .values({ key: KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, KEY));
  if (!row) throw new Error('The JWT secret could not be stored in the settings table');
  return row.value;
}
