import { Link } from '../../components/ui/Link';
import type { GalleryDetail } from '@meydan/shared-types/public';
import { paths } from '../../config/paths';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { DateText } from '../../lib/calendar';

/** Title, date, sport and tags of a gallery, above its photos or its video. */
export function GalleryHeader({ gallery }: { gallery: GalleryDetail }) {
  const photo = gallery.kind === 'image';
  return (
    <header className="gallery-head">
      <Breadcrumbs items={[{ label: photo ? 'گالری عکس' : 'ویدیو', to: photo ? paths.photoList() : paths.videoList() }]} />
      <h1 className="page-title">{gallery.title}</h1>
      <p className="meta">
        <DateText iso={gallery.publishedAt} />
        {gallery.sport && <Link to={paths.sport(gallery.sport.id, gallery.sport.slug)}>{gallery.sport.title}</Link>}
      </p>
      {gallery.description && <p className="gallery-head__description">{gallery.description}</p>}
    </header>
  );
}

export function GalleryTags({ gallery }: { gallery: GalleryDetail }) {
  if (gallery.tags.length === 0) return null;
  return (
    <ul className="tag-list" aria-label="برچسب‌ها">
      {gallery.tags.map((t) => (
        <li key={t.id}>
          <Link to={paths.tag(t.slug)}>#{t.title}</Link>
        </li>
      ))}
    </ul>
  );
}
