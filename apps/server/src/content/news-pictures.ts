import { hashText, uniformAt } from '../market/seeded-random';

/**
 * The demo news pictures: small SVGs drawn by this file (no stock photos, so nothing to license),
 * one style for all: a sector colour, a chart of what the story says the price did, and an icon of
 * its subject. Served by the server itself below the API root.
 */

/** Where the demo news pictures are served, below the API root. */
export const NEWS_PICTURE_PATH = '/api/v1/news/pictures';

/** The sector colour of a picture. */
export const PICTURE_PALETTES = {
  technology: { from: '#0f2a4a', to: '#1f6fb2', line: '#7fd3ff' },
  currencies: { from: '#10352a', to: '#1f7a5a', line: '#8ff0c4' },
  metals: { from: '#3a2905', to: '#9a6b12', line: '#ffd36b' },
  crypto: { from: '#2b1247', to: '#6b2fa3', line: '#e0b3ff' },
  indices: { from: '#1e2a38', to: '#3c5a78', line: '#a9c8e8' },
  energy: { from: '#2a1a10', to: '#8a4214', line: '#ffb27a' },
  learning: { from: '#243036', to: '#4b6470', line: '#cfe3ea' },
} as const;
export type PicturePalette = keyof typeof PICTURE_PALETTES;

/**
 * What the chart shows: `rising`/`falling`/`steady` prices, a `range` between two levels,
 * `swinging` prices, a `random-walk`, an equity line falling to the 50% `close-out` level, a
 * price reaching an `order-level`, and a `gap` over a closed market.
 */
export const CHART_SHAPES = ['rising', 'falling', 'steady', 'range', 'swinging', 'random-walk', 'close-out', 'order-level', 'gap'] as const;
export type ChartShape = (typeof CHART_SHAPES)[number];

/** The icons, white line drawings in a 64×64 box. */
const ICONS = {
  dice: '<rect x="6" y="6" width="52" height="52" rx="10"/><circle cx="20" cy="20" r="4" fill="#fff"/><circle cx="32" cy="32" r="4" fill="#fff"/><circle cx="44" cy="44" r="4" fill="#fff"/>',
  bell: '<path d="M32 8c-11 0-18 8-18 20v12l-6 8h48l-6-8V28c0-12-7-20-18-20z"/><path d="M26 52a6 6 0 0 0 12 0"/>',
  chip: '<rect x="16" y="16" width="32" height="32" rx="4"/><rect x="25" y="25" width="14" height="14"/><path d="M24 6v10M32 6v10M40 6v10M24 48v10M32 48v10M40 48v10M6 24h10M6 32h10M6 40h10M48 24h10M48 32h10M48 40h10"/>',
  coins: '<circle cx="24" cy="30" r="16"/><circle cx="40" cy="34" r="16"/><path d="M40 24v20M35 29h10"/>',
  'gold-bars': '<path d="M6 56l6-14h16l6 14zM30 56l6-14h16l6 14zM18 40l6-14h16l6 14z"/>',
  bitcoin: '<circle cx="32" cy="32" r="26"/><path d="M26 18v28M26 18h9a7 7 0 0 1 0 14h-9M26 32h10a7 7 0 0 1 0 14h-10M30 13v5M30 46v5"/>',
  factory: '<path d="M6 58V30l14 8v-8l14 8v-8l14 8V10h10v48z"/><path d="M14 48h6M28 48h6M42 48h6"/>',
  barrel:
    '<ellipse cx="32" cy="12" rx="18" ry="6"/><path d="M14 12v40c0 3 8 6 18 6s18-3 18-6V12M14 26c0 3 8 6 18 6s18-3 18-6M14 40c0 3 8 6 18 6s18-3 18-6"/>',
  shield: '<path d="M32 6l22 8v16c0 14-9 24-22 28C19 54 10 44 10 30V14z"/><path d="M22 31l7 7 13-14"/>',
  clock: '<circle cx="32" cy="32" r="24"/><path d="M32 18v14l10 8"/>',
  padlock: '<rect x="12" y="28" width="40" height="30" rx="5"/><path d="M20 28v-8a12 12 0 0 1 24 0v8M32 40v8"/>',
  'rising-sun': '<path d="M12 46a20 20 0 0 1 40 0z"/><path d="M4 52h56M32 10v8M12 20l6 6M52 20l-6 6"/>',
  mountains: '<path d="M4 56l18-30 12 18 8-12 18 24z"/><path d="M40 22l10-10M46 12h4v4"/>',
} as const;
export type PictureIcon = keyof typeof ICONS;

/** The picture of one news item. */
export interface NewsPicture {
  icon: PictureIcon;
  chart: ChartShape;
  palette: PicturePalette;
}

/** The picture URL of a news item. */
export function newsPictureUrl(slug: string): string {
  return `${NEWS_PICTURE_PATH}/${slug}.svg`;
}

const LEFT = 40;
const RIGHT = 600;
const POINTS = 20;

/** Chart points: the shape's trend plus a little noise that is the same for the same slug. */
function chartPoints(shape: ChartShape, slug: string): Array<[number, number]> {
  const stream = hashText(slug);
  const noise = (step: number, size: number) => (uniformAt({ seed: 0, stream, counter: step }) - 0.5) * size;
  const points: Array<[number, number]> = [];
  let walk = 230;
  // Each swinging story swings at its own pace, so no two pictures look alike.
  const swingRate = 0.6 + (stream % 5) * 0.12;
  for (let step = 0; step <= POINTS; step += 1) {
    const t = step / POINTS;
    const x = LEFT + t * (RIGHT - LEFT);
    walk += noise(step, 40);
    const y = {
      rising: 300 - t * 130 + noise(step, 30),
      falling: 180 + t * 120 + noise(step, 30),
      steady: 230 + noise(step, 16),
      range: 235 + Math.sin(step * 1.3) * 16 + noise(step, 8),
      swinging: 235 + Math.sin(step * swingRate + stream) * 50 + noise(step, 40),
      'random-walk': walk,
      'close-out': 190 + t * 100 + noise(step, 18),
      'order-level': 290 - t * 110 + noise(step, 20),
      gap: (step < POINTS / 2 ? 270 : 190) + noise(step, 24),
    }[shape];
    points.push([Math.round(x), Math.round(Math.min(325, Math.max(150, y)))]);
  }
  return points;
}

function polyline(points: ReadonlyArray<readonly [number, number]>, stroke: string): string {
  return `<polyline points="${points.map(([x, y]) => `${x},${y}`).join(' ')}" fill="none" stroke="${stroke}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>`;
}

function dashedLevel(y: number): string {
  return `<path d="M${LEFT} ${y}H${RIGHT}" stroke="#fff" stroke-width="2" stroke-dasharray="10 8" opacity="0.7"/>`;
}

/** The chart layer: the price line, and the levels or gap its shape is about. */
function chartSvg(shape: ChartShape, slug: string, line: string): string {
  const points = chartPoints(shape, slug);
  const last = points[points.length - 1] ?? [RIGHT, 230];
  switch (shape) {
    case 'range':
      return `${dashedLevel(205)}${dashedLevel(265)}${polyline(points, line)}`;
    case 'close-out':
      // Equity falls to the close-out level (50% of the margin), where positions are closed.
      return `${dashedLevel(last[1])}${polyline(points, line)}<circle cx="${last[0]}" cy="${last[1]}" r="9" fill="${line}"/>`;
    case 'order-level': {
      const level = 220;
      const hit = points.find(([, y]) => y <= level) ?? last;
      return `${dashedLevel(level)}${polyline(points, line)}<circle cx="${hit[0]}" cy="${level}" r="9" fill="${line}"/>`;
    }
    case 'gap': {
      const half = Math.floor(points.length / 2);
      return `${polyline(points.slice(0, half), line)}${polyline(points.slice(half), line)}`;
    }
    case 'rising':
    case 'falling':
    case 'steady':
    case 'swinging':
    case 'random-walk':
      return polyline(points, line);
    default:
      return shape satisfies never;
  }
}

/** A news item's picture, 640×360: the same picture for the same item. */
export function newsPictureSvg(slug: string, picture: NewsPicture): string {
  const palette = PICTURE_PALETTES[picture.palette];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<path d="M${LEFT} 160H${RIGHT}M${LEFT} 220H${RIGHT}M${LEFT} 280H${RIGHT}" stroke="#fff" stroke-width="1" opacity="0.12"/>
${chartSvg(picture.chart, slug, palette.line)}
<circle cx="96" cy="84" r="52" fill="#fff" fill-opacity="0.14"/>
<g transform="translate(64 52)" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round" stroke-linecap="round">${ICONS[picture.icon]}</g>
</svg>
`;
}
