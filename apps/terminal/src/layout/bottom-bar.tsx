import { Link, useLocation } from 'react-router';
import { BottomNavigation, type BottomNavigationItem } from '@beurs/ui';
import { TabIcon } from './tab-icons';

/** The four mobile tabs of contract §2. */
export const BOTTOM_TABS: readonly BottomNavigationItem[] = [
  { href: '/terminal/exchange', label: 'Exchange', icon: <TabIcon name="exchange" /> },
  { href: '/terminal/orders', label: 'Orders', icon: <TabIcon name="orders" /> },
  { href: '/terminal/history', label: 'History', icon: <TabIcon name="history" /> },
  { href: '/terminal/news', label: 'News', icon: <TabIcon name="news" /> },
];

const BASE = '/terminal';

/**
 * The mobile bottom bar: Exchange, Orders, History and News, the current one highlighted and
 * marked `aria-current="page"`. Links go through the router (no page reload).
 */
export function BottomBar() {
  const { pathname } = useLocation();
  return (
    <BottomNavigation
      className="t-bottom-bar"
      label="Main"
      items={BOTTOM_TABS}
      currentPath={`${BASE}${pathname}`}
      renderLink={({ href, ...props }) => <Link to={href.slice(BASE.length) || '/'} {...props} />}
    />
  );
}
