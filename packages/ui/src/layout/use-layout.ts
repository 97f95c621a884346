import { LAYOUT_MARGINS, type WidthBand } from '@beurs/domain';
import { useIsMobile } from './use-is-mobile';
import { useWidthBand } from './use-width-band';

/** What `useLayout()` returns. */
export interface Layout {
  /** The current width band, as `useWidthBand()`. */
  readonly band: WidthBand;
  /** Below the mobile breakpoint, as `useIsMobile()`. */
  readonly isMobile: boolean;
  /** The layout margins in px (contract §9: left 360, right 260), `LAYOUT_MARGINS` of @beurs/domain. */
  readonly margins: typeof LAYOUT_MARGINS;
}

/**
 * The window's layout in one call: width band, mobile or not, and the spec's layout margins.
 *
 * @example
 * const { band, isMobile, margins } = useLayout();
 * const chartWidth = isMobile ? band : band - margins.left - margins.right;
 */
export function useLayout(): Layout {
  const band = useWidthBand();
  const isMobile = useIsMobile();
  return { band, isMobile, margins: LAYOUT_MARGINS };
}
