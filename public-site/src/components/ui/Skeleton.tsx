/** Grey placeholders shaped like the content that is loading, so the page does not jump when it arrives. */
export function Skeleton({ lines = 3, media = false }: { lines?: number; media?: boolean }) {
  return (
    <div className="skeleton" aria-hidden="true">
      {media && <div className="skeleton__media" />}
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className={`skeleton__line skeleton__line--${i % 4}`} />
      ))}
    </div>
  );
}

export function PageSkeleton({ cards = 6 }: { cards?: number }) {
  return (
    <div className="container page-skeleton" aria-busy="true">
      <span className="visually-hidden">در حال بارگذاری…</span>
      <div className="skeleton__title" aria-hidden="true" />
      <div className="card-grid">
        {Array.from({ length: cards }, (_, i) => (
          <Skeleton key={i} media lines={2} />
        ))}
      </div>
    </div>
  );
}

export function EmptyState({ children }: { children: React.ReactNode }) {
  return <p className="empty-state">{children}</p>;
}
