import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@beurs/domain';
import { NEWS } from './news-catalogue';
import { NEWS_PICTURE_PATH, newsPictureSvg } from './news-pictures';

const PICTURES = new Map(NEWS.map((item) => [item.slug, item.picture]));

/** Serves the pictures of the seeded news items (public, cacheable); any other name is a 404. */
export function registerNewsPictureRoute(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>(`${NEWS_PICTURE_PATH}/:file`, async (request, reply) => {
    const slug = /^([a-z0-9-]{1,100})\.svg$/.exec(request.params.file)?.[1];
    const picture = slug === undefined ? undefined : PICTURES.get(slug);
    if (slug === undefined || picture === undefined) {
      return reply.status(404).send({ statusCode: 404, code: ERROR_CODES.notFound, message: 'There is no such news picture.' });
    }
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(newsPictureSvg(slug, picture));
  });
}
