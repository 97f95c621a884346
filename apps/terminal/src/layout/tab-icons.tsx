import { LineIcon } from './line-icon';

/**
 * Decorative icons of the screens, for the bottom bar's four tabs and the sidebar's rail (the
 * labels carry the meaning: each icon sits beside or under its screen's name).
 */
const PATHS = {
  dashboard: 'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z',
  exchange: 'M3 17l5-6 4 4 7-9M15 6h4v4',
  orders: 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5',
  history: 'M12 7v5l3 2M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4',
  statistics: 'M4 20h16M7 16v-5M12 16V6M17 16v-8',
  transactions: 'M4 8h13l-3-3M20 16H7l3 3',
  deposit: 'M12 4v11M7 10l5 5 5-5M4 20h16',
  withdrawal: 'M12 15V4M7 9l5-5 5 5M4 20h16',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20a8 8 0 0 1 16 0',
  verification: 'M4 5h16v14H4zM8 13a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM6 16h4M13 9h5M13 13h5',
  security: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  news: 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M8 9h5M8 13h5',
  notifications: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20h4',
  support: 'M12 20a8 8 0 1 0-8-8M4 12v3h3v-3zM17 12v3h3v-3M12 16h.01M10 9a2 2 0 1 1 3 1.7c-.6.4-1 .8-1 1.3',
} as const;

/** The name of a screen's icon. */
export type ScreenIconName = keyof typeof PATHS;

/** One screen's icon, 24 px, in the current text colour. */
export function TabIcon({ name }: { name: ScreenIconName }) {
  return <LineIcon path={PATHS[name]} size={24} />;
}
