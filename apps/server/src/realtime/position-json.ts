import type { Order } from '@beurs/domain';

/** Stand-ins for the two figures a tick changes: a NUL cannot occur in any field of an order. */
const PNL_MARK = '\u0000pnl';
const PRICE_MARK = '\u0000current_price';
const PNL_SLOT = `"pnl":${JSON.stringify(PNL_MARK)}`;
const PRICE_SLOT = `"current_price":${JSON.stringify(PRICE_MARK)}`;

/**
 * An open position of an online user's list as JSON text, written once when the list is read,
 * with its P&L and current price left open: `fill` writes a tick's figures into their places.
 * A revaluation then costs two short strings per position instead of serialising every field of
 * every order of every online user again (about a quarter of a tick's push time at 1,000 users,
 * profiled). The fields keep the contract's order.
 */
export class PositionJson {
  private readonly head: string;
  private readonly middle: string;
  private readonly tail: string;

  constructor(position: Order) {
    // Stringified with the marks in the figures' own places, then cut around them.
    const text = JSON.stringify({ ...position, pnl: PNL_MARK, current_price: PRICE_MARK });
    const pnlAt = text.indexOf(PNL_SLOT);
    const priceAt = text.indexOf(PRICE_SLOT);
    if (pnlAt < 0 || priceAt < pnlAt) throw new Error(`position ${position.id}: the P&L must come before the current price`);
    this.head = text.slice(0, pnlAt);
    this.middle = text.slice(pnlAt + PNL_SLOT.length, priceAt);
    this.tail = text.slice(priceAt + PRICE_SLOT.length);
  }

  /** The position as JSON with this P&L and current price (decimal text). */
  fill(pnl: string, currentPrice: string): string {
    return `${this.head}"pnl":${JSON.stringify(pnl)}${this.middle}"current_price":${JSON.stringify(currentPrice)}${this.tail}`;
  }
}
