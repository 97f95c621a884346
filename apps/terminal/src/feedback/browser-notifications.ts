/** Whether this browser can show notifications at all. */
export function canNotify(): boolean {
  return typeof Notification !== 'undefined';
}

/**
 * Asks the browser for permission to notify; called only when the trader turns notifications
 * on. Resolves to whether they may be shown.
 */
export async function askNotificationPermission(): Promise<boolean> {
  if (!canNotify()) return false;
  if (Notification.permission === 'granted') return true;
  if (Notification.permission === 'denied') return false;
  return (await Notification.requestPermission()) === 'granted';
}

/** Shows a browser notification when permitted; the tag replaces an earlier one for the same order. */
export function showBrowserNotification(title: string, body: string, tag: string): void {
  if (!canNotify() || Notification.permission !== 'granted') return;
  try {
    new Notification(title, { body, tag });
  } catch (error) {
    // Some mobile browsers allow notifications only from a service worker.
    console.warn('Could not show a browser notification', error);
  }
}
