import { useCallback, useState } from 'react';
import { Button, Modal } from '@beurs/ui';
import type { ModifyOrderRequest, Order } from '@beurs/domain';
import type { DragLevelHandler, OrderLineKind } from '../charts/order-lines';
import { usePreferences } from '../preferences/preferences-store';
import { useLiveOrders } from '../session/use-live-orders';
import { useModifyOrderMutation } from './use-modify-order-mutation';

/** A dragged line waiting for the trader's yes. */
interface DraggedLevel {
  order: Order;
  kind: Exclude<OrderLineKind, 'open'>;
  price: string;
}

const NAMES: Record<DraggedLevel['kind'], string> = { sl: 'stop-loss', tp: 'take-profit', pending: 'order price', limit: 'limit price' };

function currentLevel({ order, kind }: Pick<DraggedLevel, 'order' | 'kind'>): string | null {
  return kind === 'sl' ? order.stop_loss : kind === 'tp' ? order.take_profit : kind === 'limit' ? (order.limit_price ?? null) : order.price;
}

/** Which level a drag's request moves: it sends exactly one. */
function kindOf(request: ModifyOrderRequest): DraggedLevel['kind'] {
  if (request.sl !== undefined) return 'sl';
  if (request.tp !== undefined) return 'tp';
  if (request.limit_price !== undefined) return 'limit';
  return 'pending';
}

/** The success toast: "Moved the stop-loss of buy 0.01 BTCUSD to 64000". */
function movedText(order: Order, request: ModifyOrderRequest): string {
  const kind = kindOf(request);
  const asked = request.sl ?? request.tp ?? request.limit_price ?? request.price ?? '';
  return `Moved the ${NAMES[kind]} of ${order.side} ${order.volume} ${order.instrument_id} to ${currentLevel({ order, kind }) ?? asked}`;
}

function bodyOf({ order, kind, price }: DraggedLevel): ModifyOrderRequest {
  switch (kind) {
    case 'sl':
      return { id: order.id, sl: price };
    case 'tp':
      return { id: order.id, tp: price };
    case 'limit':
      return { id: order.id, limit_price: price };
    case 'pending':
      return { id: order.id, price };
    default:
      return kind satisfies never;
  }
}

/**
 * Dragging an order's line on the chart: the release sends `/orders/modify` at once when the
 * trader turned one-click trading on; otherwise it asks "Move the stop-loss … to …?" and only the
 * confirmation sends it. The server checks the new level with the rules of opening; a refusal
 * says why and the line stays where the order is.
 */
export function useDragToModify(): { onDragLevel: DragLevelHandler; dialog: React.ReactNode } {
  const orders = useLiveOrders();
  const [dragged, setDragged] = useState<DraggedLevel | null>(null);
  const oneClick = usePreferences((state) => state.oneClick);
  const modify = useModifyOrderMutation({ announce: movedText });
  const busy = modify.isPending;
  const send = modify.mutate;

  const onDragLevel = useCallback<DragLevelHandler>(
    (orderId, kind, price) => {
      const order = orders.find((candidate) => candidate.id === orderId);
      if (!order || kind === 'open') return;
      if (oneClick) send(bodyOf({ order, kind, price }));
      else setDragged({ order, kind, price });
    },
    [orders, oneClick, send],
  );

  const confirm = () => {
    if (!dragged || busy) return;
    send(bodyOf(dragged), { onSettled: () => setDragged(null) });
  };

  const dialog = (
    <Modal
      open={dragged !== null}
      onClose={() => (busy ? undefined : setDragged(null))}
      title={dragged ? `Move the ${NAMES[dragged.kind]}?` : 'Move the level?'}
      description={
        dragged
          ? `${dragged.order.side === 'buy' ? 'Buy' : 'Sell'} ${dragged.order.volume} ${dragged.order.instrument_id}: from ${currentLevel(dragged) ?? 'none'} to ${dragged.price}.`
          : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={() => setDragged(null)} disabled={busy}>
            Keep it
          </Button>
          <Button loading={busy} onClick={confirm}>
            Move it
          </Button>
        </>
      }
    />
  );

  return { onDragLevel, dialog };
}
