/** A font the user can pick: `class` is the CSS class that switches it on (contract §3). */
export interface FontOption {
  readonly id: FontId;
  readonly class: `font-${Lowercase<FontId>}`;
  readonly name: string;
}

/** The 4 font ids, spelled as in contract §9, `Plex` included. */
export const FONT_IDS = ['poppins', 'opensans', 'montserrat', 'Plex'] as const;

/** One of {@link FONT_IDS}. */
export type FontId = (typeof FONT_IDS)[number];

/** Every font option with its class and display name. The first is the default. */
export const FONTS: readonly FontOption[] = [
  { id: 'poppins', class: 'font-poppins', name: 'Poppins' },
  { id: 'opensans', class: 'font-opensans', name: 'Open Sans' },
  { id: 'montserrat', class: 'font-montserrat', name: 'Montserrat' },
  { id: 'Plex', class: 'font-plex', name: 'IBM Plex Sans' },
];

/** The font a new visitor sees. */
export const DEFAULT_FONT_ID: FontId = 'poppins';
