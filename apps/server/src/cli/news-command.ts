import { news } from '../db/schema/index';
import { writeAudit } from './audit';
import { CliError } from './cli-error';
import type { OperatorContext } from './operator-context';

/** `news publish --title … --summary … --body … [--picture URL] [--source NAME]`: one insert. */
export async function publishNews(
  context: OperatorContext,
  input: { title: string; summary: string; body: string; picture?: string; source?: string },
): Promise<string> {
  if (input.picture !== undefined) {
    const url = URL.canParse(input.picture) ? new URL(input.picture) : null;
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      throw new CliError(`--picture must be an http(s) URL, e.g. https://example.com/picture.jpg; got "${input.picture}"`, 2);
    }
  }
  const id = await context.db.transaction(async (tx) => {
    const [item] = await tx
      .insert(news)
      .values({
        title: input.title,
        summary: input.summary,
        body: input.body,
        source: input.source ?? context.config.company.name,
        picture: input.picture ?? null,
        publishedAt: context.now(),
      })
      .returning({ id: news.id });
    if (!item) throw new Error('The news item was not stored');
    await writeAudit(tx, context, { action: 'news.publish', targetUserId: null, details: { news_id: item.id, title: input.title } });
    return item.id;
  });
  return `Published news ${id}: "${input.title}".`;
}
