import { notify } from '@beurs/ui';
import type { MarketSymbol, OrderSide } from '@beurs/domain';
import { showError } from '../errors/show-error';
import { getServices } from '../services/services';
import { getSession } from '../session/session';

/**
 * Sends an order of the default volume at once (one-click trading, which the trader turned on
 * after a warning), at the instrument's leverage cap as a fresh ticket does: a market order, or
 * a pending limit or stop at `price` (the chart's price axis). The server still checks
 * everything; its refusal is shown as it words it.
 */
export async function sendOneClickOrder(input: {
  symbol: MarketSymbol;
  side: OrderSide;
  volume: string;
  pending?: { type: 'limit' | 'stop'; price: string };
}): Promise<void> {
  const { symbol, side, volume, pending } = input;
  try {
    const { order } = await getServices().api.openOrder(
      pending
        ? { instrument_id: symbol.instrument_id, side, type: pending.type, price: pending.price, volume, leverage: symbol.max_leverage }
        : { instrument_id: symbol.instrument_id, side, type: 'market', volume, leverage: symbol.max_leverage },
    );
    notify.success(
      order.status === 'pending'
        ? `Order placed: ${order.type} ${order.side} ${order.volume} ${order.instrument_id} at ${order.price ?? '—'}`
        : `Order opened: ${order.side} ${order.volume} ${order.instrument_id} at ${order.open_price ?? '—'}`,
    );
  } catch (error) {
    showError(error);
  } finally {
    await getSession().reloadUser();
  }
}
