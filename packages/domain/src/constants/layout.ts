/** Below this window width (px) the terminal shows the bottom bar instead of a sidebar (contract §2, §9). */
export const MOBILE_BREAKPOINT = 1024;

/** Layout margins in px (contract §9). */
export const LAYOUT_MARGINS = { right: 260, left: 360 } as const;

/** Default step of numeric inputs (contract §9). */
export const DEFAULT_STEP = 1;

/** The width bands (px) that chart sizes and card counts follow, smallest first (contract §9). */
export const WIDTH_BANDS = [320, 375, 425, 768, 1024, 1440, 2560] as const;

/** One of {@link WIDTH_BANDS}. */
export type WidthBand = (typeof WIDTH_BANDS)[number];
