import type { OpenOrderRequest } from '@beurs/domain';
import { expiryInstant } from './ticket-checks';
import type { TicketFormState } from './ticket-form-state';

/**
 * The request the ticket's fields make (`/orders/open`, contract §7 and §10), trimmed: a pending
 * order's price, a stop-limit's limit, an expiry other than good-till-cancelled (the server's
 * default, so it is not sent) with its instant, the levels set, and a market order's trailing
 * stop. Fields the chosen type does not use stay out, whatever they hold.
 */
export function openOrderRequest(form: TicketFormState, leverage: number): OpenOrderRequest {
  const request: OpenOrderRequest = {
    instrument_id: form.instrumentId,
    side: form.side,
    type: form.type,
    volume: form.volume.trim(),
    leverage,
  };
  if (form.type !== 'market') {
    request.price = form.price.trim();
    if (form.type === 'stop_limit') request.limit_price = form.limitPrice.trim();
    if (form.expiry !== 'gtc') request.expiry = form.expiry;
    const instant = form.expiry === 'date' ? expiryInstant(form.expiresAt) : null;
    if (instant) request.expires_at = instant.toISOString();
  }
  if (form.stopLoss.trim()) request.stop_loss = form.stopLoss.trim();
  if (form.takeProfit.trim()) request.take_profit = form.takeProfit.trim();
  if (form.type === 'market' && form.trailingDistance.trim()) request.trailing_distance = form.trailingDistance.trim();
  return request;
}
