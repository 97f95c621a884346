import type { AppContext } from '../app-context';

/** Instruments (100+ across the five types), their quotes and price history. Idempotent. */
export async function seedMarket(_context: AppContext): Promise<void> {
  // Not built yet.
}
