import type { Order } from '@beurs/domain';

/**
 * What an order line marks: the fill price, the stop loss, the take profit, a pending order's
 * price (a stop-limit's stop), or a stop-limit's limit price.
 */
export type OrderLineKind = 'open' | 'sl' | 'tp' | 'pending' | 'limit';

/** One horizontal line of the user's orders on the chart. */
export interface ChartOrderLine {
  orderId: string;
  kind: OrderLineKind;
  /** Exact decimal text, as the order carries it. */
  price: string;
  /** What the line says, e.g. "Buy 0.10 @ 1.08500" or "SL 1.08000"; "✎" at its end when the order has a journal. */
  label: string;
  /** The order's journal (its tags, then its note) for the label's tooltip; absent when it has none. */
  note?: string;
}

/** The mark a line's label ends with when its order carries a note or tags. */
export const JOURNAL_MARK = '✎';

/** The journal as a tooltip: "#breakout #eur", a new line, the note; undefined when there is none. */
function journalText(order: Order): string | undefined {
  const tags = (order.tags ?? []).map((tag) => `#${tag}`).join(' ');
  const text = [tags, order.note ?? ''].filter((part) => part !== '').join('\n');
  return text === '' ? undefined : text;
}

/** The order's own line (fill price or pending price), marked when the order has a journal: the levels stay short. */
function ownLine(order: Order, line: Omit<ChartOrderLine, 'note'>): ChartOrderLine {
  const note = journalText(order);
  return note ? { ...line, label: `${line.label} ${JOURNAL_MARK}`, note } : line;
}

/** Called when the user lets go of a dragged line, with the new level at the instrument's digits. */
export type DragLevelHandler = (orderId: string, kind: OrderLineKind, newPrice: string) => void;

/**
 * Whether the user may drag a line: the stop loss, the take profit and a pending order's price
 * can be modified; the fill price of an open position cannot.
 */
export function isDraggableLine(kind: OrderLineKind): boolean {
  return kind !== 'open';
}

function sideName(order: Order): string {
  return order.side === 'buy' ? 'Buy' : 'Sell';
}

/** How a line names an order's type: "limit", "stop", "stop-limit". */
function typeName(order: Order): string {
  return order.type.replace('_', '-');
}

/**
 * The lines of the user's live orders on one instrument: an open position's fill price, a
 * pending order's trigger price ("Buy limit 0.10 @ 1.08200"; a stop-limit's stop and limit), and
 * the stop loss and take profit of either. An order with a journal ends its own line's label
 * with "✎" and gives the line its tags and note as a tooltip. Closed and cancelled orders draw nothing.
 */
export function orderLinesOf(orders: readonly Order[], instrumentId: string): ChartOrderLine[] {
  const lines: ChartOrderLine[] = [];
  for (const order of orders) {
    if (order.instrument_id !== instrumentId) continue;
    if (order.status === 'open' && order.open_price !== null) {
      lines.push(
        ownLine(order, {
          orderId: order.id,
          kind: 'open',
          price: order.open_price,
          label: `${sideName(order)} ${order.volume} @ ${order.open_price}`,
        }),
      );
    } else if (order.status === 'pending' && order.type === 'stop_limit' && order.limit_price) {
      // Until its stop is reached a stop-limit waits at two prices; once triggered, at its limit.
      if (!order.triggered_at && order.price !== null) {
        lines.push(
          ownLine(order, {
            orderId: order.id,
            kind: 'pending',
            price: order.price,
            label: `${sideName(order)} ${typeName(order)} ${order.volume} stop @ ${order.price}`,
          }),
        );
      }
      lines.push(
        ownLine(order, {
          orderId: order.id,
          kind: 'limit',
          price: order.limit_price,
          label: `${sideName(order)} ${typeName(order)} ${order.volume} limit @ ${order.limit_price}`,
        }),
      );
    } else if (order.status === 'pending' && order.price !== null) {
      lines.push(
        ownLine(order, {
          orderId: order.id,
          kind: 'pending',
          price: order.price,
          label: `${sideName(order)} ${typeName(order)} ${order.volume} @ ${order.price}`,
        }),
      );
    } else {
      continue;
    }
    if (order.stop_loss !== null) lines.push({ orderId: order.id, kind: 'sl', price: order.stop_loss, label: `SL ${order.stop_loss}` });
    if (order.take_profit !== null)
      lines.push({ orderId: order.id, kind: 'tp', price: order.take_profit, label: `TP ${order.take_profit}` });
  }
  return lines;
}

/** The label of a line moved to `price`: the same words, the new price. */
export function relabel(line: ChartOrderLine, price: string): string {
  const at = line.label.lastIndexOf(line.price);
  return at === -1 ? `${line.label} → ${price}` : `${line.label.slice(0, at)}${price}${line.label.slice(at + line.price.length)}`;
}

/** The plot line id of an order line, unique on the chart. */
export function orderLineId(line: Pick<ChartOrderLine, 'orderId' | 'kind'>): string {
  return `order-line-${line.orderId}-${line.kind}`;
}
