import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@beurs/domain';
import { hashText } from '../market/seeded-random';

/** Where the demo news pictures are served, below the API root. */
export const NEWS_PICTURE_PATH = '/api/v1/news/pictures';

/** The picture URL of a news item with a picture. */
export function newsPictureUrl(slug: string): string {
  return `${NEWS_PICTURE_PATH}/${slug}.svg`;
}

const PALETTES: ReadonlyArray<readonly [string, string]> = [
  ['#0f4c81', '#5fa8d3'],
  ['#1b5e20', '#81c784'],
  ['#4a148c', '#ba68c8'],
  ['#b71c1c', '#ff8a65'],
  ['#263238', '#90a4ae'],
  ['#e65100', '#ffcc80'],
];

/** A generated picture: a gradient with a simple price line, the same for the same slug. */
export function newsPictureSvg(slug: string): string {
  const hash = hashText(slug);
  const [from, to] = PALETTES[hash % PALETTES.length] ?? PALETTES[0] ?? ['#000', '#fff'];
  const points: string[] = [];
  let y = 150;
  for (let x = 0, step = 0; x <= 640; x += 32, step += 1) {
    const wiggle = ((hash >>> (step % 24)) & 0x3f) - 31;
    y = Math.min(300, Math.max(60, y + wiggle));
    points.push(`${x},${y}`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<polyline points="${points.join(' ')}" fill="none" stroke="#ffffff" stroke-width="6" stroke-linejoin="round" opacity="0.85"/>
</svg>
`;
}

/** Serves the generated news pictures (public, cacheable). */
export function registerNewsPictureRoute(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>(`${NEWS_PICTURE_PATH}/:file`, async (request, reply) => {
    const match = /^([a-z0-9-]{1,100})\.svg$/.exec(request.params.file);
    if (!match?.[1]) {
      return reply.status(404).send({ statusCode: 404, code: ERROR_CODES.notFound, message: 'There is no such news picture.' });
    }
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(newsPictureSvg(match[1]));
  });
}
