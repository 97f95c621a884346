import { Link } from 'react-router';
import { Badge, Button, EmptyState, ListCard, Text } from '@beurs/ui';
import { LoadView } from '../../async/load-view';
import { ScreenTitle } from '../../components/screen-title';
import { showError } from '../../errors/show-error';
import { formatDateTime } from '../../format/format-date';
import { useMarkNotificationsRead, useNotifications } from '../../notifications/use-notifications';

/** The user's notifications; unread ones marked, all can be marked read at once. */
export default function NotificationsScreen() {
  const { notifications, unread, state } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const readAll = () => markRead.mutate(undefined, { onError: (error) => showError(error) });

  return (
    <div className="t-screen">
      <ScreenTitle
        title="Notifications"
        actions={
          <Button variant="secondary" size="small" disabled={unread === 0} loading={markRead.isPending} onClick={readAll}>
            Mark all as read
          </Button>
        }
      >
        Notifications
      </ScreenTitle>
      <Text as="p" variant="muted" aria-live="polite">
        {unread === 0 ? 'All read.' : `${unread} unread.`}
      </Text>
      <LoadView
        state={state}
        what="the notifications"
        isEmpty={notifications.length === 0}
        empty={<EmptyState title="No notifications" description="Messages about your account appear here." />}
      >
        <ul className="t-notification-list">
          {notifications.map((notification) => (
            <ListCard key={notification.id} className="t-notification" marker={notification.read ? undefined : 'unread'}>
              <Link to={`/notifications/${notification.id}`} className="t-notification__link">
                <Text variant="strong">{notification.title}</Text>
                {notification.read ? null : <Badge variant="accent">Unread</Badge>}
              </Link>
              <Text as="p" variant="muted">
                {formatDateTime(notification.created_at)}
              </Text>
            </ListCard>
          ))}
        </ul>
      </LoadView>
    </div>
  );
}
