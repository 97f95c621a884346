import { WIDTH_BANDS, type WidthBand } from '@beurs/domain';

/**
 * The width band (contract §9) a width falls in: the largest band not above it, and the smallest
 * band (320) for anything narrower.
 *
 * @example
 * getWidthBand(1000) // 768
 * getWidthBand(280) // 320
 */
export function getWidthBand(width: number): WidthBand {
  let band: WidthBand = WIDTH_BANDS[0];
  for (const candidate of WIDTH_BANDS) {
    if (width >= candidate) band = candidate;
  }
  return band;
}
