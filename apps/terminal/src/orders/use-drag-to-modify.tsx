import { useCallback, useState } from 'react';
import { Button, Modal, notify } from '@beurs/ui';
import type { ModifyOrderRequest, Order } from '@beurs/domain';
import type { DragLevelHandler, OrderLineKind } from '../charts/order-lines';
import { showError } from '../errors/show-error';
import { usePreferences } from '../preferences/preferences-store';
import { getServices } from '../services/services';
import { useLiveOrders } from '../session/use-live-orders';

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
  const [busy, setBusy] = useState(false);
  const oneClick = usePreferences((state) => state.oneClick);

  const send = useCallback(async (level: DraggedLevel) => {
    try {
      const { order } = await getServices().api.modifyOrder(bodyOf(level));
      notify.success(
        `Moved the ${NAMES[level.kind]} of ${order.side} ${order.volume} ${order.instrument_id} to ${currentLevel({ order, kind: level.kind }) ?? level.price}`,
      );
    } catch (error) {
      showError(error);
    }
  }, []);

  const onDragLevel = useCallback<DragLevelHandler>(
    (orderId, kind, price) => {
      const order = orders.find((candidate) => candidate.id === orderId);
      if (!order || kind === 'open') return;
      if (oneClick) void send({ order, kind, price });
      else setDragged({ order, kind, price });
    },
    [orders, oneClick, send],
  );

  const confirm = async () => {
    if (!dragged) return;
    setBusy(true);
    try {
      await send(dragged);
    } finally {
      setBusy(false);
      setDragged(null);
    }
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
          <Button loading={busy} onClick={() => void confirm()}>
            Move it
          </Button>
        </>
      }
    />
  );

  return { onDragLevel, dialog };
}
