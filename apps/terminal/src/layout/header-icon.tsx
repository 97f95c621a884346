import { LineIcon } from './line-icon';

/**
 * Decorative icons of the account bar's actions. Each sits in a button or link whose accessible
 * name says what it does (and a tooltip repeats it), so the icon itself is hidden from screen readers.
 */
const PATHS = {
  notifications: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20h4',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
  shortcuts: 'M3 6h18v12H3zM7 10h.01M11 10h.01M15 10h.01M7 14h10',
  appearance: 'M12 3a9 9 0 1 0 0 18zM12 3a9 9 0 0 1 0 18',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
} as const;

/** The name of an account bar icon. */
export type HeaderIconName = keyof typeof PATHS;

/** One action's icon, 20 px, in the current text colour. */
export function HeaderIcon({ name }: { name: HeaderIconName }) {
  return <LineIcon path={PATHS[name]} size={20} />;
}
