import type { WidthBand } from '@beurs/domain';

const HEIGHTS: Record<WidthBand, number> = { 320: 240, 375: 260, 425: 280, 768: 340, 1024: 380, 1440: 440, 2560: 560 };

/** Chart height in px for a width band (contract §2: chart size follows the width bands). */
export function chartHeight(band: WidthBand): number {
  return HEIGHTS[band];
}
