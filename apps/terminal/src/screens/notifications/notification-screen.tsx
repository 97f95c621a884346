import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState, Text } from '@beurs/ui';
import { LoadView } from '../../async/load-view';
import { ScreenTitle } from '../../components/screen-title';
import { formatDateTime } from '../../format/format-date';
import { useMarkNotificationsRead, useNotifications } from '../../notifications/use-notifications';
import { NotificationKindBadge } from './notification-kind-badge';

/** One notification; opening it marks it read. Text is rendered as text. */
export default function NotificationScreen() {
  const { id = '' } = useParams();
  const { notifications, state } = useNotifications();
  const notification = notifications.find((candidate) => candidate.id === id) ?? null;
  const unreadNow = notification !== null && !notification.read;
  const { mutate: markRead } = useMarkNotificationsRead();

  useEffect(() => {
    if (!unreadNow) return;
    markRead(id, { onError: (error) => console.warn('Could not mark the notification read', error) });
  }, [id, unreadNow, markRead]);

  return (
    <div className="t-screen">
      <ScreenTitle title={notification?.title ?? 'Notification'}>{notification?.title ?? 'Notification'}</ScreenTitle>
      <p>
        <Link to="/notifications">All notifications</Link>
      </p>
      <LoadView
        state={state}
        what="the notification"
        isEmpty={!notification}
        empty={<EmptyState title="This notification does not exist" action={<Link to="/notifications">All notifications</Link>} />}
      >
        {notification ? (
          <article className="t-article">
            <Text as="p" variant="muted">
              {formatDateTime(notification.created_at)} <NotificationKindBadge kind={notification.kind} />
            </Text>
            <p className="t-pre-line">{notification.body}</p>
          </article>
        ) : null}
      </LoadView>
    </div>
  );
}
