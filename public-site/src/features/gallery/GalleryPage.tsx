import type { PageData } from '@meydan/shared-types/public';
import { PhotoGalleryPage } from './PhotoGalleryPage';
import { VideoGalleryPage } from './VideoGalleryPage';

/** One gallery page for both kinds; the payload says which. */
export function GalleryPage({ data }: { data: PageData<'gallery'> }) {
  return data.gallery.kind === 'image' ? <PhotoGalleryPage data={data} /> : <VideoGalleryPage data={data} />;
}
