import { Link } from '../../components/ui/Link';
import type { PageData } from '@meydan/shared-types/public';
import { paths } from '../../config/paths';
import { NewsCard } from '../../components/cards/NewsCard';
import { Pagination } from '../../components/ui/Pagination';
import { EmptyState } from '../../components/ui/Skeleton';

// Past the first item a phone draws covers as 120 px thumbnails (see .news-list in pages.css).
const THUMB_ON_PHONES = '(max-width: 560px) 120px, (max-width: 900px) 50vw, 360px';

/** `/news`: every published item, newest first, filtered by sport and/or tag. */
export function NewsListPage({ data }: { data: PageData<'newsList'> }) {
  const sport = data.sport?.id;
  const tag = data.tag?.slug;
  const title = ['اخبار', data.sport?.title, data.tag ? `برچسب ${data.tag.title}` : null].filter(Boolean).join(' · ');
  return (
    <div className="container">
      <h1 className="page-title">{title}</h1>
      <nav className="filter-chips" aria-label="فیلتر ورزش">
        <Link to={paths.newsList({ tag })} aria-current={sport === undefined ? 'page' : undefined}>
          همه
        </Link>
        {data.sports.map((s) => (
          <Link key={s.id} to={paths.newsList({ sport: s.id, tag })} aria-current={sport === s.id ? 'page' : undefined}>
            {s.title}
          </Link>
        ))}
        {data.tag && (
          <Link to={paths.newsList({ sport })} className="chip chip--remove">
            حذف برچسب «{data.tag.title}» ×
          </Link>
        )}
      </nav>
      {data.items.length === 0 ? (
        <EmptyState>خبری با این فیلتر پیدا نشد.</EmptyState>
      ) : (
        <div className="card-grid card-grid--3 news-list">
          {data.items.map((n, i) => (
            <NewsCard key={n.id} news={n} priority={i < 3} showLead sizes={i > 0 ? THUMB_ON_PHONES : undefined} />
          ))}
        </div>
      )}
      <Pagination
        page={data.page}
        pageCount={data.pageCount}
        href={(page) => paths.newsList({ sport, tag, page, after: data.after[page] })}
      />
    </div>
  );
}
