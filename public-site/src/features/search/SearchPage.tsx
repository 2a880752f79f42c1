import { Link } from '../../components/ui/Link';
import { SEARCH_MAX_RESULTS, SEARCH_PAGE_SIZE, type PageData, type SearchResult } from '@meydan/shared-types/public';
import { joinedForm, letterCount, searchWords } from '@meydan/shared-types/text';
import { paths } from '../../config/paths';
import { SearchBox } from '../../components/layout/SearchBox';
import { Pagination } from '../../components/ui/Pagination';
import { EmptyState } from '../../components/ui/Skeleton';
import { DateText } from '../../lib/calendar';
import { faNumber } from '../../lib/format';
import { Highlighted } from './Highlighted';
import { SearchEntities } from './SearchEntities';

const KIND_LABEL: Record<SearchResult['kind'], string> = { news: 'خبر', photo: 'گالری عکس', video: 'ویدیو' };

const tooShort = (q: string) => searchWords(q).reduce((n, w) => n + letterCount(joinedForm(w)), 0) < 2;

/** `/search?q=`: players and teams by name, then published news and galleries, best match first, the matched words marked. */
export function SearchPage({ data }: { data: PageData<'search'> }) {
  const { q, items, entities, total, page, pageCount, terms } = data;
  return (
    <div className="container search-page">
      <h1 className="page-title">
        {q ? (
          <>
            جستجوی «<bdi>{q}</bdi>»
          </>
        ) : (
          'جستجو'
        )}
      </h1>
      <SearchBox q={q} id="search-page-q" name="تغییر جستجو" className="search-box--page" />
      {entities.length > 0 && <SearchEntities entities={entities} terms={terms} />}
      {!q || tooShort(q) ? (
        <EmptyState>{q ? 'دست‌کم دو حرف بنویسید.' : 'واژه‌ای بنویسید تا در اخبار، عکس‌ها و ویدیوها جستجو شود.'}</EmptyState>
      ) : total === 0 && entities.length > 0 ? (
        <p className="search-summary" role="status">
          خبری با «<bdi>{q}</bdi>» پیدا نشد.
        </p>
      ) : total === 0 ? (
        <div className="empty-state search-none" role="status">
          <p>
            برای «<bdi>{q}</bdi>» نتیجه‌ای پیدا نشد.
          </p>
          <ul>
            <li>املای واژه‌ها را بررسی کنید.</li>
            <li>واژه‌های کمتر یا کلی‌تری بنویسید، مثلاً نام تیم یا بازیکن.</li>
          </ul>
        </div>
      ) : (
        <>
          <p className="search-summary" role="status">
            {total >= SEARCH_MAX_RESULTS ? `دست‌کم ${faNumber(total)} نتیجه` : `${faNumber(total)} نتیجه`}
            {pageCount > 1 && `، صفحهٔ ${faNumber(page)} از ${faNumber(pageCount)}`}
          </p>
          <ol className="search-results" start={(page - 1) * SEARCH_PAGE_SIZE + 1}>
            {items.map((item) => (
              <li key={`${item.kind}:${item.id}`} className="search-result">
                <h2 className="search-result__title">
                  <Link to={item.url}>
                    <Highlighted text={item.title} terms={terms} />
                  </Link>
                </h2>
                <p className="meta">
                  <span className={`search-result__kind search-result__kind--${item.kind}`}>{KIND_LABEL[item.kind]}</span>
                  <DateText iso={item.publishedAt} />
                </p>
                {item.excerpt && (
                  <p className="search-result__excerpt">
                    <Highlighted text={item.excerpt} terms={terms} />
                  </p>
                )}
              </li>
            ))}
          </ol>
          <Pagination page={page} pageCount={pageCount} href={(p) => paths.search(q, p)} />
        </>
      )}
    </div>
  );
}
