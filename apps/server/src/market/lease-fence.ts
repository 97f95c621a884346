import type { Tx } from '../db/database';

/**
 * Called first in each transaction that the market feed writes (quotes, fills, closes): it lets
 * the transaction go on only while this process still holds the feed's lease, and holds the lease
 * where it is until the transaction ends, so no other process can take over halfway through it.
 */
export type LeaseFence = (tx: Tx) => Promise<void>;

/** One process on its own database: nobody else can take the feed over. */
export const NO_FENCE: LeaseFence = async () => undefined;

/** This process no longer holds the market-feed lease: the write it was about to make is not made. */
export class LeaseLostError extends Error {
  override name = 'LeaseLostError' as const;

  constructor(reason: string) {
    super(`This process no longer holds the market-feed lease (${reason}), so the write was not made`);
  }
}
