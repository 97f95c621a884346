import { TOAST_OPTIONS } from '@beurs/domain';
import { notify } from '@beurs/ui';

/** The kinds of news that are grouped when they come in a burst: each has its own toast. */
export type ToastGroupKind = 'alert' | 'filled' | 'stop_loss' | 'take_profit' | 'trailing_stop' | 'margin_close_out' | 'expired';

/** "3 alerts triggered": what a group of `count` says, by kind. */
const COUNTED: Record<ToastGroupKind, (count: number) => string> = {
  alert: (count) => `${count} alerts triggered`,
  filled: (count) => `${count} orders filled`,
  stop_loss: (count) => `${count} stop-losses hit`,
  take_profit: (count) => `${count} take-profits hit`,
  trailing_stop: (count) => `${count} trailing stops hit`,
  margin_close_out: (count) => `${count} positions closed by the margin close-out`,
  expired: (count) => `${count} orders expired`,
};

/** One piece of news to toast. */
export interface ToastNews {
  kind: ToastGroupKind;
  /** What makes it this piece of news (an alert's or order's id): heard twice, it counts once. */
  key: string;
  /** The toast's text when it comes alone. */
  message: string;
  /** When it came, in ms. */
  at: number;
}

/** The group of one kind whose toast is on screen. */
interface Group {
  /** The toast's id: a new one at each piece of news, so the group's toast is the newest. */
  id: string;
  keys: readonly string[];
  /** When its last piece of news came: its toast lasts `windowMs` from then. */
  lastAt: number;
}

/** The groups whose toasts may still be on screen, by kind. */
export type ToastGroups = Readonly<Partial<Record<ToastGroupKind, Group>>>;

/** What to do with the toaster for one piece of news. */
export interface ToastChange {
  /** The toast to show. */
  show: { id: string; message: string; count: number };
  /** The group's earlier toast, which the new one replaces. */
  dismiss: string | null;
}

/**
 * Adds a piece of news to its kind's group. News within `windowMs` (a toast's lifetime) of the
 * group's last one joins it: its toast is replaced by one that counts them ("3 alerts
 * triggered") and quotes the latest, so a burst is one toast instead of a stack. Later news
 * starts a new group. News already counted (the same key: a reconnect, a repeated push) changes
 * nothing and returns no change.
 */
export function groupToast(
  groups: ToastGroups,
  news: ToastNews,
  windowMs: number = TOAST_OPTIONS.timeoutMs,
): { groups: ToastGroups; change: ToastChange | null } {
  const current = groups[news.kind];
  const live = current !== undefined && news.at - current.lastAt < windowMs;
  if (live && current.keys.includes(news.key)) return { groups, change: null };
  const keys = live ? [...current.keys, news.key] : [news.key];
  const id = `toast-${news.kind}-${news.key}`;
  const count = keys.length;
  const message = count === 1 ? news.message : `${COUNTED[news.kind](count)}. Latest: ${news.message}`;
  return {
    groups: { ...groups, [news.kind]: { id, keys, lastAt: news.at } },
    change: { show: { id, message, count }, dismiss: live ? current.id : null },
  };
}

/** Good news (a fill, a take-profit, an alert the trader set) is a success toast; the rest a warning. */
function isGoodNews(kind: ToastGroupKind): boolean {
  return kind === 'alert' || kind === 'filled' || kind === 'take_profit';
}

let groups: ToastGroups = {};

/**
 * Toasts a piece of news through the terminal's toaster, grouped with the news of its kind that
 * is still on screen (`groupToast`).
 */
export function toastNews(news: Omit<ToastNews, 'at'>, at: number = Date.now()): void {
  const result = groupToast(groups, { ...news, at });
  groups = result.groups;
  if (!result.change) return;
  const { show, dismiss } = result.change;
  if (dismiss) notify.dismiss(dismiss);
  if (isGoodNews(news.kind)) notify.success(show.message, { id: show.id });
  else notify.warning(show.message, { id: show.id });
}

/** Forgets the groups (a test's clean slate, a new session). */
export function resetToastGroups(): void {
  groups = {};
}
