import { Link } from './Link';
import { faDigits } from '../../lib/format';

interface PaginationProps {
  page: number;
  pageCount: number;
  href: (page: number) => string;
}

/** Previous/next and a window of page numbers; plain links, so it works before hydration too. */
export function Pagination({ page, pageCount, href }: PaginationProps) {
  if (pageCount <= 1) return null;
  const from = Math.max(1, page - 2);
  const to = Math.min(pageCount, from + 4);
  const pages = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return (
    <nav className="pagination" aria-label="صفحه‌بندی">
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev">
          قبلی
        </Link>
      )}
      {pages.map((p) =>
        p === page ? (
          <span key={p} aria-current="page">
            {faDigits(p)}
          </span>
        ) : (
          <Link key={p} to={href(p)}>
            {faDigits(p)}
          </Link>
        ),
      )}
      {page < pageCount && (
        <Link to={href(page + 1)} rel="next">
          بعدی
        </Link>
      )}
    </nav>
  );
}
