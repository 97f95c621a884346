import type { AppContext } from '../app-context';

/** Economic and earnings calendar entries and news (with and without pictures). Idempotent. */
export async function seedContent(_context: AppContext): Promise<void> {
  // Not built yet.
}
