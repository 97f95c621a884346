import type { WidthBand } from '@beurs/domain';

const COLUMNS: Record<WidthBand, number> = { 320: 1, 375: 1, 425: 1, 768: 2, 1024: 2, 1440: 3, 2560: 5 };

/** How many cards a row holds in a width band (contract §2: card counts follow the bands). */
export function columnsFor(band: WidthBand): number {
  return COLUMNS[band];
}

const FEATURED: Record<WidthBand, number> = { 320: 2, 375: 2, 425: 3, 768: 4, 1024: 4, 1440: 6, 2560: 10 };

/** How many featured instruments the dashboard shows in a width band. */
export function featuredCountFor(band: WidthBand): number {
  return FEATURED[band];
}
