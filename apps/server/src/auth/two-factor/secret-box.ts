import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { settings } from '../../db/schema/index';

const KEY_SETTING = 'two_factor_key';
const VERSION = 'v1';

/** Encrypts small secrets at rest with AES-256-GCM; a changed or foreign ciphertext fails to open. */
export interface SecretBox {
  seal(plain: Uint8Array): string;
  open(sealed: string): Uint8Array;
}

/** A box with a key made from any text of 32+ characters (SHA-256 of it). */
export function createSecretBox(keyText: string): SecretBox {
  const key = createHash('sha256').update(keyText).digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('The sealed secret has an unknown format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return new Uint8Array(Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]));
    },
  };
}

/**
 * The configured key (`TWO_FACTOR_KEY`), or one generated on first use and kept in the database,
 * so every process of a scaled-out platform opens the same secrets. A key in the database only
 * protects against a leak of the secrets table alone; docs/security.md says so.
 */
export async function resolveTwoFactorKey(db: Db, configured: string | null): Promise<string> {
  if (configured) return configured;
  await db
    .insert(settings)
    .values({ key: KEY_SETTING, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, KEY_SETTING));
  if (!row) throw new Error('The two-factor key could not be stored in the settings table');
  return row.value;
}
