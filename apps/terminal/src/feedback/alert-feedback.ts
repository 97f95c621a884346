import type { AlertTriggered } from '@beurs/domain';
import { notify } from '@beurs/ui';
import { usePreferences } from '../preferences/preferences-store';
import { beep } from './beep';
import { showBrowserNotification } from './browser-notifications';

/** Where an alert's announcement goes; the defaults are the toaster, the beep and the browser. */
export interface AlertFeedbackOutputs {
  toast(id: string, message: string): void;
  sound(): void;
  browser(title: string, body: string, tag: string): void;
}

/** The toaster, the Web Audio beep and the browser's notifications. */
export const DEFAULT_ALERT_OUTPUTS: AlertFeedbackOutputs = {
  toast: (id, message) => notify.success(message, { id }),
  // An alert is news the trader asked for, neither good nor bad: the higher tone.
  sound: () => beep('good'),
  browser: (title, body, tag) => showBrowserNotification(title, body, tag),
};

/**
 * Announces a price alert that fired, as fills and stop-losses are: a toast always (the server's
 * own text), the beep and a browser notification when the trader turned them on. The alert's id
 * keys both, so an alert heard twice (two tabs, a reconnect) shows once.
 */
export function announceAlert({ alert, message }: AlertTriggered, outputs: AlertFeedbackOutputs = DEFAULT_ALERT_OUTPUTS): void {
  outputs.toast(`alert-${alert.id}`, message);
  const preferences = usePreferences.getState();
  if (preferences.sound) outputs.sound();
  if (preferences.browserNotifications) outputs.browser(`Price alert: ${alert.instrument_id}`, message, `beurs-alert-${alert.id}`);
}
