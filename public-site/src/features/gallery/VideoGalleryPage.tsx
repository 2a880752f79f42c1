import { useEffect } from 'react';
import type { PageData } from '@meydan/shared-types/public';
import { galleryViewUrl } from '../../config/paths';
import { GalleryCard } from '../../components/cards/GalleryCard';
import { MediaStrip } from '../../components/ui/MediaStrip';
import { Section } from '../../components/ui/Section';
import { EmptyState } from '../../components/ui/Skeleton';
import { sendViewBeacon } from '../../lib/view-beacon';
import { ShareLinks } from '../../components/ui/ShareLinks';
import { GalleryHeader, GalleryTags } from './GalleryHeader';
import { VideoPlayer } from './VideoPlayer';

/** `/gallery/video/{id}/{slug}`: the video behind its poster, then more videos. */
export function VideoGalleryPage({ data }: { data: PageData<'gallery'> }) {
  const { gallery, related } = data;
  useEffect(() => sendViewBeacon(galleryViewUrl(gallery.id)), [gallery.id]);
  return (
    <div className="container container--narrow">
      <GalleryHeader gallery={gallery} />
      {gallery.videoSrc ? (
        <VideoPlayer src={gallery.videoSrc} poster={gallery.poster ?? gallery.cover} title={gallery.title} />
      ) : (
        <EmptyState>ویدیوی این صفحه در دسترس نیست.</EmptyState>
      )}
      <GalleryTags gallery={gallery} />
      <ShareLinks title={gallery.title} url={gallery.shareUrl} />
      {related.length > 0 && (
        <Section title="ویدیوهای دیگر" id="related">
          <MediaStrip label="نوار ویدیوهای دیگر">
            {related.map((g) => (
              <GalleryCard key={g.id} gallery={g} />
            ))}
          </MediaStrip>
        </Section>
      )}
    </div>
  );
}
