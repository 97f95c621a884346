import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { MarketSymbol, Order, OrderSide } from '@beurs/domain';
import { MarketClosedNotice } from './market-closed-notice';
import { openOrderRequest } from './open-order-request';
import { PendingPriceFields } from './pending-price-fields';
import { placedOrderResult } from './placed-order-text';
import { SidePicker } from './side-picker';
import { ticketSendable } from './ticket-form-state';
import { TicketHead } from './ticket-head';
import { TicketLevels } from './ticket-levels';
import { TicketMore } from './ticket-more';
import { TicketSizeFields } from './ticket-size-fields';
import { TicketSubmitBar } from './ticket-submit-bar';
import { TicketSummary } from './ticket-summary';
import { useOpenOrder } from './use-open-order';
import { useTicketModel } from './use-ticket-model';
import { useTicketShortcuts } from './use-ticket-shortcuts';
import './order-ticket.css';

/** Props of {@link OrderTicket}. */
export interface OrderTicketProps {
  symbol: MarketSymbol;
  /** The side chosen when the ticket opens (the phone's Sell or Buy). Defaults to buy. */
  initialSide?: OrderSide;
  /**
   * Where the button (with the demo label, the blocker and the result) goes instead of the
   * ticket's sticky end: a bottom sheet's footer, which stays in view above the keyboard. The
   * button still submits this ticket's form (its `form` attribute). Nothing is rendered there
   * until the element exists.
   */
  footerTarget?: HTMLElement | null;
  /** Called once the server has taken an order (a sheet closes itself on it). */
  onPlaced?: (order: Order) => void;
}

/**
 * The order ticket, laid out to fit a 300 × 560 px pane without scrolling in its default state:
 * Sell and Buy with their live prices and the spread, volume with steppers, leverage up to the
 * instrument's cap, stop-loss and take-profit, the figures before sending (required margin
 * against free margin, the value of a pip or point, money at risk at the stop-loss and gained at
 * the take-profit, the close-out price where it means something), and the sticky button. Hints
 * are descriptions (`title`), the long notes one disclosure. The rest opens in place under
 * "More": the order type (market, limit, stop, stop-limit), a market order's trailing stop, a
 * pending order's expiry, and sizing from risk. A pending order's type and price stay at the top,
 * so its price is never hidden. Every field is checked at once; the ticket will not send an
 * order that does not fit the free margin, or a market order while the market is closed (it
 * offers a pending order instead). The server's field errors go to their fields.
 *
 * Its state is one form model (`ticket-form-state.ts`); the parts below read it and dispatch to it.
 */
export function OrderTicket({ symbol, initialSide = 'buy', footerTarget, onPlaced }: OrderTicketProps) {
  const formId = useId();
  const ticket = useTicketModel(symbol, initialSide);
  const { form, dispatch } = ticket;
  const submitRef = useRef<HTMLButtonElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const typeRef = useRef<HTMLSelectElement>(null);
  const openOrder = useOpenOrder({
    priceSource: symbol.price_source,
    onPlaced: (order) => {
      dispatch({ type: 'order-placed', result: placedOrderResult(order, symbol.price_source) });
      onPlaced?.(order);
    },
    onRefused: (fields) => dispatch({ type: 'order-refused', fields }),
  });

  useTicketShortcuts(symbol.instrument_id, dispatch);
  useEffect(() => {
    if (form.focusSubmit > 0) submitRef.current?.focus();
  }, [form.focusSubmit]);
  useEffect(() => {
    if (form.focusType > 0) typeRef.current?.focus();
  }, [form.focusType]);
  useEffect(() => {
    if (form.result) resultRef.current?.focus();
  }, [form.result]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const blocked = ticket.blocker !== null;
    dispatch({ type: 'submit-tried', clientErrors: ticket.clientErrors, blocked });
    if (ticketSendable(ticket.clientErrors, blocked)) openOrder.mutate(openOrderRequest(form, ticket.leverage));
  };

  return (
    <form
      id={`${formId}-form`}
      className={`t-ticket${footerTarget !== undefined ? ' t-ticket--sheet' : ''}`}
      onSubmit={submit}
      aria-labelledby={`${formId}-title`}
      noValidate
    >
      <TicketHead symbol={symbol} titleId={`${formId}-title`} inSheet={footerTarget !== undefined} />
      <MarketClosedNotice ticket={ticket} />
      <SidePicker
        symbol={symbol}
        side={form.side}
        onChange={(side) => dispatch({ type: 'side-chosen', side, moveToSubmit: false })}
        name={`${formId}-side`}
      />
      <PendingPriceFields ticket={ticket} typeRef={typeRef} />
      <TicketSizeFields ticket={ticket} />
      <TicketLevels ticket={ticket} />
      <TicketMore ticket={ticket} typeRef={typeRef} />
      <TicketSummary ticket={ticket} />
      <TicketSubmitBar
        ticket={ticket}
        formId={formId}
        sending={openOrder.isPending}
        footerTarget={footerTarget}
        submitRef={submitRef}
        resultRef={resultRef}
      />
    </form>
  );
}
