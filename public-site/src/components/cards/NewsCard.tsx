import { Link } from '../ui/Link';
import type { NewsCard as NewsCardData } from '@meydan/shared-types/public';
import { paths } from '../../config/paths';
import { DateText } from '../../lib/calendar';
import { Img } from '../ui/Img';

type Variant = 'tile' | 'row' | 'title';

interface NewsCardProps {
  news: NewsCardData;
  variant?: Variant;
  /** The first tiles of a page are above the fold and load eagerly. */
  priority?: boolean;
  showLead?: boolean;
  /** Overrides the image `sizes` where a layout draws the card smaller than usual. */
  sizes?: string;
}

/** A news teaser: `tile` (cover above), `row` (small cover beside), `title` (headline list item). */
export function NewsCard({ news, variant = 'tile', priority, showLead, sizes: sizesOverride }: NewsCardProps) {
  const href = paths.newsArticle(news.id, news.slug);
  if (variant === 'title') {
    return (
      <li className="news-title">
        <Link to={href}>{news.title}</Link>
        <DateText className="meta" iso={news.publishedAt} />
      </li>
    );
  }
  const sizes = sizesOverride ?? (variant === 'row' ? '120px' : '(max-width: 640px) 100vw, 360px');
  return (
    <article className={`news-card news-card--${variant}`}>
      <Link to={href} className="news-card__media" tabIndex={-1} aria-hidden="true">
        <Img image={news.cover} sizes={sizes} priority={priority} alt="" />
      </Link>
      <div className="news-card__body">
        {news.rutitr && <p className="rutitr">{news.rutitr}</p>}
        <h3 className="news-card__title">
          <Link to={href}>{news.title}</Link>
        </h3>
        {showLead && news.lead && <p className="news-card__lead">{news.lead}</p>}
        <p className="meta">
          {news.sport && <span className="chip">{news.sport.title}</span>}
          <DateText iso={news.publishedAt} />
        </p>
      </div>
    </article>
  );
}

export function NewsTitleList({ items }: { items: NewsCardData[] }) {
  return (
    <ol className="news-title-list">
      {items.map((n) => (
        <NewsCard key={n.id} news={n} variant="title" />
      ))}
    </ol>
  );
}
