import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { lazyNamed } from '../../lib/lazy';
import { SeedEditRedirect, SeedListRedirect } from '../../layout/SeedRedirects';

/**
 * The API has one `gallery` resource with a `kind`; the UI has two sections, `gallery/image` and
 * `gallery/video`, mapped onto it by the data provider. Seed paths are /list and /{id}/edit.
 */
const section = {
  list: SeedListRedirect,
  edit: SeedEditRedirect,
  create: lazyNamed(() => import('./GalleryCreate'), 'GalleryCreate'),
  recordRepresentation: 'title',
};

export const imageGallery = { ...section, icon: PhotoLibraryIcon };
export const videoGallery = { ...section, icon: VideoLibraryIcon };

export const GalleryList = lazyNamed(() => import('./GalleryList'), 'GalleryList');
export const GalleryEdit = lazyNamed(() => import('./GalleryEdit'), 'GalleryEdit');
export const GalleryItems = lazyNamed(() => import('./GalleryItems'), 'GalleryItems');
