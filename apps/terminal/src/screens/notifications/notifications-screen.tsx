import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, EmptyState } from '@beurs/ui';
import { LoadView } from '../../async/load-view';
import { useLoad } from '../../async/use-load';
import { ScreenTitle } from '../../components/screen-title';
import { showError } from '../../errors/show-error';
import { formatDateTime } from '../../format/format-date';
import { useNotificationsStore } from '../../notifications/notifications-store';

/** The user's notifications; unread ones marked, all can be marked read at once. */
export default function NotificationsScreen() {
  const notifications = useNotificationsStore((state) => state.notifications);
  const unread = useNotificationsStore((state) => state.unread);
  const state = useLoad(() => useNotificationsStore.getState().load(), 'the notifications');
  const [busy, setBusy] = useState(false);

  const readAll = async () => {
    setBusy(true);
    try {
      await useNotificationsStore.getState().markRead();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="t-screen">
      <ScreenTitle title="Notifications" actions={<Button variant="secondary" size="small" disabled={unread === 0} loading={busy} onClick={() => void readAll()}>Mark all as read</Button>}>
        Notifications
      </ScreenTitle>
      <p className="t-muted" aria-live="polite">{unread === 0 ? 'All read.' : `${unread} unread.`}</p>
      <LoadView state={state} what="the notifications" isEmpty={notifications.length === 0} empty={<EmptyState title="No notifications" description="Messages about your account appear here." />}>
        <ul className="t-notification-list">
          {notifications.map((notification) => (
            <li key={notification.id} className={`t-notification${notification.read ? '' : ' t-notification--unread'}`}>
              <Link to={`/notifications/${notification.id}`} className="t-notification__link">
                <span className="t-strong">{notification.title}</span>
                {notification.read ? null : <Badge variant="accent">Unread</Badge>}
              </Link>
              <p className="t-muted">{formatDateTime(notification.created_at)}</p>
            </li>
          ))}
        </ul>
      </LoadView>
    </div>
  );
}
