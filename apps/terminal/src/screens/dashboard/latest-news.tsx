import { Link } from 'react-router';
import { EmptyState, Text } from '@beurs/ui';
import { LoadView } from '../../async/load-view';
import { formatDateTime } from '../../format/format-date';
import { NewsPicture } from '../news/news-picture';
import { useNews } from '../news/use-news';

/** The three latest news items. */
export function LatestNews() {
  const { news, state } = useNews();
  return (
    <LoadView
      state={state}
      what="the news"
      isEmpty={news.length === 0}
      empty={<EmptyState title="No news yet" headingLevel={3} />}
      lines={3}
    >
      <ul className="t-news-list">
        {news.slice(0, 3).map((item) => (
          <li key={item.id} className="t-news-list__item">
            <NewsPicture src={item.picture} className="t-news-thumb" />
            <div>
              <Text as="p" variant="strong">
                {item.title}
              </Text>
              <Text as="p" variant="muted">
                {formatDateTime(item.published_at)}
              </Text>
            </div>
          </li>
        ))}
      </ul>
      <Link to="/news">All news</Link>
    </LoadView>
  );
}
