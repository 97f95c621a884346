/** Decorative icons of the bottom bar's four tabs (the labels carry the meaning). */
const PATHS = {
  exchange: 'M3 17l5-6 4 4 7-9M15 6h4v4',
  orders: 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5',
  history: 'M12 7v5l3 2M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4',
  news: 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M8 9h5M8 13h5',
} as const;

/** One of the bottom bar's icons. */
export function TabIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
