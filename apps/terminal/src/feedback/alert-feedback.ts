import type { AlertTriggered } from '@beurs/domain';
import { usePreferences } from '../preferences/preferences-store';
import { beep } from './beep';
import { showBrowserNotification } from './browser-notifications';
import { toastNews, type ToastNews } from './toast-groups';

/** Where an alert's announcement goes; the defaults are the toaster, the beep and the browser. */
export interface AlertFeedbackOutputs {
  toast(news: Omit<ToastNews, 'at'>): void;
  sound(): void;
  browser(title: string, body: string, tag: string): void;
}

/** The toaster, the Web Audio beep and the browser's notifications. */
export const DEFAULT_ALERT_OUTPUTS: AlertFeedbackOutputs = {
  toast: (news) => toastNews(news),
  // An alert is news the trader asked for, neither good nor bad: the higher tone.
  sound: () => beep('good'),
  browser: (title, body, tag) => showBrowserNotification(title, body, tag),
};

/**
 * Announces a price alert that fired, as fills and stop-losses are: a toast always (the server's
 * own text, grouped with the alerts still on screen: "3 alerts triggered"), the beep and a browser
 * notification when the trader turned them on. The alert's id keys both, so an alert heard twice
 * (a reconnect) shows once.
 */
export function announceAlert({ alert, message }: AlertTriggered, outputs: AlertFeedbackOutputs = DEFAULT_ALERT_OUTPUTS): void {
  outputs.toast({ kind: 'alert', key: alert.id, message });
  const preferences = usePreferences.getState();
  if (preferences.sound) outputs.sound();
  if (preferences.browserNotifications) outputs.browser(`Price alert: ${alert.instrument_id}`, message, `beurs-alert-${alert.id}`);
}
