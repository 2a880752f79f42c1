import { Skeleton } from '../../components/ui/Skeleton';

/** The article's shape (title, cover, paragraphs) while its payload loads. */
export function ArticleSkeleton() {
  return (
    <div className="container article-layout" aria-busy="true">
      <span className="visually-hidden">در حال بارگذاری…</span>
      <div className="article">
        <div className="skeleton__title" aria-hidden="true" />
        <Skeleton media lines={8} />
      </div>
      <aside className="article-side">
        <Skeleton lines={6} />
      </aside>
    </div>
  );
}
