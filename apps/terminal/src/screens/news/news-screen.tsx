import { Card, EmptyState, Heading, Text, useWidthBand } from '@beurs/ui';
import { LoadView } from '../../async/load-view';
import { ScreenTitle } from '../../components/screen-title';
import { formatDateTime } from '../../format/format-date';
import { NewsPicture } from './news-picture';
import { useNews } from './use-news';
import { columnsFor } from '../../layout/card-columns';

/** Market news. Server text is rendered as text, never as HTML. */
export default function NewsScreen() {
  const { news, state } = useNews();
  const columns = columnsFor(useWidthBand());
  return (
    <div className="t-screen">
      <ScreenTitle title="News">News</ScreenTitle>
      <LoadView
        state={state}
        what="the news"
        isEmpty={news.length === 0}
        empty={<EmptyState title="No news yet" description="Market news appears here as it is published." />}
      >
        <ul className="t-card-grid" style={{ ['--t-columns' as string]: columns }}>
          {news.map((item) => (
            <li key={item.id}>
              <Card className="t-news-card">
                <NewsPicture src={item.picture} />
                <Heading level={2} className="t-card-title">
                  {item.title}
                </Heading>
                <Text as="p" variant="muted">
                  {item.source} · <time dateTime={item.published_at}>{formatDateTime(item.published_at)}</time>
                </Text>
                <p>{item.summary}</p>
                <details>
                  <summary>Read more</summary>
                  {item.body.split(/\n{2,}/).map((paragraph, index) => (
                    <p key={index} className="t-pre-line">
                      {paragraph}
                    </p>
                  ))}
                </details>
              </Card>
            </li>
          ))}
        </ul>
      </LoadView>
    </div>
  );
}
