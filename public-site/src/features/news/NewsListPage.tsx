import { Link } from 'react-router-dom';
import type { PageData } from '@meydan/shared-types';
import { paths } from '../../config/paths';
import { NewsCard } from '../../components/cards/NewsCard';
import { Pagination } from '../../components/ui/Pagination';
import { EmptyState } from '../../components/ui/Skeleton';

/** `/news`: every published item, newest first, filtered by sport and/or tag. */
export function NewsListPage({ data }: { data: PageData<'newsList'> }) {
  const sport = data.sport?.id;
  const tag = data.tag?.slug;
  const title = ['اخبار', data.sport?.title, data.tag ? `برچسب ${data.tag.title}` : null].filter(Boolean).join(' · ');
  return (
    <div className="container">
      <h1 className="page-title">{title}</h1>
      <nav className="filter-chips" aria-label="فیلتر ورزش">
        <Link to={paths.newsList({ tag })} aria-current={sport === undefined ? 'page' : undefined}>همه</Link>
        {data.sports.map((s) => (
          <Link key={s.id} to={paths.newsList({ sport: s.id, tag })} aria-current={sport === s.id ? 'page' : undefined}>{s.title}</Link>
        ))}
        {data.tag && <Link to={paths.newsList({ sport })} className="chip chip--remove">حذف برچسب «{data.tag.title}» ×</Link>}
      </nav>
      {data.items.length === 0 ? <EmptyState>خبری با این فیلتر پیدا نشد.</EmptyState> : (
        <div className="card-grid card-grid--3">
          {data.items.map((n, i) => <NewsCard key={n.id} news={n} priority={i < 3} showLead />)}
        </div>
      )}
      <Pagination page={data.page} pageCount={data.pageCount} href={(page) => paths.newsList({ sport, tag, page })} />
    </div>
  );
}
