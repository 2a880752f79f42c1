import { Link } from '../ui/Link';
import type { GalleryCard as GalleryCardData } from '@meydan/shared-types/public';
import { paths } from '../../config/paths';
import { faNumber } from '../../lib/format';
import { DateText } from '../../lib/calendar';
import { Img } from '../ui/Img';

/** A photo or video gallery teaser; the badge tells which, with the photo count. */
export function GalleryCard({ gallery, priority }: { gallery: GalleryCardData; priority?: boolean }) {
  const href = paths.gallery(gallery.kind, gallery.id, gallery.slug);
  const isVideo = gallery.kind === 'video';
  return (
    <article className={`gallery-card ${isVideo ? 'gallery-card--video' : ''}`}>
      <Link to={href} className="gallery-card__link">
        <span className="gallery-card__media">
          <Img image={gallery.cover} sizes="(max-width: 640px) 80vw, 280px" priority={priority} alt="" />
          <span className="gallery-card__badge" aria-hidden="true">
            {isVideo ? '▶' : `${faNumber(gallery.itemCount)} عکس`}
          </span>
        </span>
        <span className="gallery-card__title">{gallery.title}</span>
      </Link>
      <DateText className="meta" iso={gallery.publishedAt} />
    </article>
  );
}
