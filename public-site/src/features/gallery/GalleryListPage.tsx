import type { PageData } from '@meydan/shared-types/public';
import { paths } from '../../config/paths';
import { GalleryCard } from '../../components/cards/GalleryCard';
import { Pagination } from '../../components/ui/Pagination';
import { EmptyState } from '../../components/ui/Skeleton';

/** `/gallery/photo` and `/gallery/video`: published galleries of one kind, newest first. */
export function GalleryListPage({ data }: { data: PageData<'galleryList'> }) {
  const photo = data.kind === 'image';
  return (
    <div className="container">
      <h1 className="page-title">{photo ? 'گالری عکس' : 'ویدیو'}</h1>
      {data.items.length === 0 ? (
        <EmptyState>هنوز گالری‌ای منتشر نشده است.</EmptyState>
      ) : (
        <div className="card-grid card-grid--4">
          {data.items.map((g, i) => (
            <GalleryCard key={g.id} gallery={g} priority={i < 4} />
          ))}
        </div>
      )}
      <Pagination page={data.page} pageCount={data.pageCount} href={(page) => (photo ? paths.photoList(page) : paths.videoList(page))} />
    </div>
  );
}
