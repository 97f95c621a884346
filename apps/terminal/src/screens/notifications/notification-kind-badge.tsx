import { Badge, type BadgeVariant } from '@beurs/ui';
import type { Notification } from '@beurs/domain';

/** How each kind of notification reads: words for people, not the API's `info`, `success`, `warning`. */
export const NOTIFICATION_KIND_BADGES = {
  info: { label: 'Information', variant: 'neutral' },
  // Something the user asked for went through: a deposit confirmed, an order filled, 2FA on.
  success: { label: 'Done', variant: 'positive' },
  warning: { label: 'Warning', variant: 'warning' },
} as const satisfies Record<Notification['kind'], { label: string; variant: BadgeVariant }>;

/** A notification's kind as a badge: "Information", "Done" or "Warning". */
export function NotificationKindBadge({ kind }: { kind: Notification['kind'] }) {
  const badge = NOTIFICATION_KIND_BADGES[kind];
  return <Badge variant={badge.variant}>{badge.label}</Badge>;
}
