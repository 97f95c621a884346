/** A colour theme the user can pick: `class` is the CSS class that switches it on (contract §3). */
export interface ThemeOption {
  readonly id: ThemeId;
  readonly class: `theme-${ThemeId}`;
  readonly name: string;
}

/** The 9 theme ids, in the order the pickers show them (contract §9). */
export const THEME_IDS = ['orange', 'indigo', 'tradewind', 'monalisa', 'blue', 'cyan', 'green', 'blush', 'red'] as const;

/** One of {@link THEME_IDS}. */
export type ThemeId = (typeof THEME_IDS)[number];

/** Every theme option with its class and display name. The first is the default. */
export const THEMES: readonly ThemeOption[] = [
  { id: 'orange', class: 'theme-orange', name: 'Orange' },
  { id: 'indigo', class: 'theme-indigo', name: 'Indigo' },
  { id: 'tradewind', class: 'theme-tradewind', name: 'Tradewind' },
  { id: 'monalisa', class: 'theme-monalisa', name: 'Mona Lisa' },
  { id: 'blue', class: 'theme-blue', name: 'Blue' },
  { id: 'cyan', class: 'theme-cyan', name: 'Cyan' },
  { id: 'green', class: 'theme-green', name: 'Green' },
  { id: 'blush', class: 'theme-blush', name: 'Blush' },
  { id: 'red', class: 'theme-red', name: 'Red' },
];

/** The theme a new visitor sees. */
export const DEFAULT_THEME_ID: ThemeId = 'orange';
