import type { AppContext } from '../../app-context';
import { createSecretBox, resolveTwoFactorKey, type SecretBox } from './secret-box';

// One box per server (context), made on first use: the key may have to be read from the database.
const boxes = new WeakMap<AppContext, Promise<SecretBox>>();

/** The box that seals and opens this server's two-factor secrets. */
export function secretBoxOf(context: AppContext): Promise<SecretBox> {
  let box = boxes.get(context);
  if (!box) {
    box = resolveTwoFactorKey(context.db, context.config.twoFactorKey).then(createSecretBox);
    // A failed read is not cached: the next call tries again.
    box.catch(() => boxes.delete(context));
    boxes.set(context, box);
  }
  return box;
}
