import type { QueryClient } from '@tanstack/react-query';
import type { Order, User } from '@beurs/domain';
import { queryKeys } from '../query/query-keys';
import { getServices } from '../services/services';
import { usePreferences } from '../preferences/preferences-store';
import { beep } from './beep';
import { showBrowserNotification } from './browser-notifications';
import { closeEvents, describeOrderEvent, diffLiveOrders, type OrderEvent } from './order-events';
import { toastNews } from './toast-groups';

/** Closed records looked through for positions that just left the live list. */
const HISTORY_LOOKUP = 100;

/** Where the feedback goes; the defaults are the toaster, the beep and the browser. */
export interface FeedbackOutputs {
  toast(event: OrderEvent, message: { title: string; body: string }): void;
  sound(event: OrderEvent): void;
  browser(event: OrderEvent, message: { title: string; body: string }): void;
  /** The closed orders, newest first. */
  loadHistory(): Promise<readonly Order[]>;
}

function isGood(event: OrderEvent): boolean {
  return event.kind === 'filled' || event.reason === 'take_profit';
}

/** The toaster, the Web Audio beep, the browser's notifications and the history call. */
export const DEFAULT_FEEDBACK_OUTPUTS: FeedbackOutputs = {
  // Grouped by kind: a burst of fills is "3 orders filled", not three toasts.
  toast: (event, { body }) =>
    toastNews({ kind: event.kind === 'filled' ? 'filled' : event.reason, key: `${event.kind}-${event.order.id}`, message: body }),
  sound: (event) => beep(isGood(event) ? 'good' : 'bad'),
  browser: (event, { title, body }) => showBrowserNotification(title, body, `beurs-order-${event.order.id}`),
  loadHistory: async () => (await getServices().api.getOrderHistory({ limit: HISTORY_LOOKUP })).orders,
};

/**
 * Watches the live orders in the query cache and announces what the trader did not just do by
 * hand: a pending order filled, a position closed by its stop-loss, its take-profit or the
 * margin close-out. Each `userOrders` push is compared with the list before it; the reason of a
 * close is read from the order history. A toast always, a beep and a browser notification when
 * the trader turned them on. Returns the function that stops watching.
 */
export function startOrderFeedback(queryClient: QueryClient, outputs: FeedbackOutputs = DEFAULT_FEEDBACK_OUTPUTS): () => void {
  let previous = queryClient.getQueryData<readonly Order[]>(queryKeys.orders()) ?? null;

  const announce = (event: OrderEvent) => {
    const currency = queryClient.getQueryData<User>(queryKeys.user())?.currency ?? 'EUR';
    const message = describeOrderEvent(event, currency);
    outputs.toast(event, message);
    const preferences = usePreferences.getState();
    if (preferences.sound) outputs.sound(event);
    if (preferences.browserNotifications) outputs.browser(event, message);
  };

  const onOrders = (next: readonly Order[] | undefined) => {
    if (next === previous) return;
    const before = previous;
    previous = next ?? null;
    // The first list of a session (or after it was cleared) is the state, not a change.
    if (!before || !next) return;
    const { filled, gone } = diffLiveOrders(before, next);
    for (const order of filled) announce({ kind: 'filled', order });
    if (gone.length === 0) return;
    outputs
      .loadHistory()
      .then((history) => closeEvents(gone, history).forEach(announce))
      .catch((error: unknown) => console.warn('Could not read why a position closed', error));
  };

  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed' && event.type !== 'added') return;
    const key: readonly unknown[] = event.query.queryKey;
    const orders: readonly unknown[] = queryKeys.orders();
    if (key.length !== orders.length || key.some((part, index) => part !== orders[index])) return;
    onOrders(event.type === 'removed' ? undefined : (event.query.state.data as readonly Order[] | undefined));
  });
}
