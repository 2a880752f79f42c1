import { useEffect, useState } from 'react';
import type { PageData } from '@meydan/shared-types/public';
import { galleryViewUrl } from '../../config/paths';
import { GalleryCard } from '../../components/cards/GalleryCard';
import { MediaStrip } from '../../components/ui/MediaStrip';
import { Section } from '../../components/ui/Section';
import { EmptyState } from '../../components/ui/Skeleton';
import { sendViewBeacon } from '../../lib/view-beacon';
import { ShareLinks } from '../../components/ui/ShareLinks';
import { GalleryHeader, GalleryTags } from './GalleryHeader';
import { Lightbox } from './Lightbox';
import { PhotoSlider } from './PhotoSlider';

/** `/gallery/photo/{id}/{slug}`: the photo slider; a photo opens full screen in the lightbox. */
export function PhotoGalleryPage({ data }: { data: PageData<'gallery'> }) {
  const { gallery, related } = data;
  const [open, setOpen] = useState<number | null>(null);
  useEffect(() => sendViewBeacon(galleryViewUrl(gallery.id)), [gallery.id]);
  return (
    <div className="container">
      <GalleryHeader gallery={gallery} />
      {gallery.items.length === 0 ? (
        <EmptyState>این گالری هنوز عکسی ندارد.</EmptyState>
      ) : (
        <PhotoSlider items={gallery.items} onOpen={setOpen} />
      )}
      {open !== null && <Lightbox items={gallery.items} start={open} onClose={() => setOpen(null)} />}
      <GalleryTags gallery={gallery} />
      <ShareLinks title={gallery.title} url={gallery.shareUrl} />
      {related.length > 0 && (
        <Section title="گالری‌های دیگر" id="related">
          <MediaStrip label="نوار گالری‌های دیگر">
            {related.map((g) => (
              <GalleryCard key={g.id} gallery={g} />
            ))}
          </MediaStrip>
        </Section>
      )}
    </div>
  );
}
