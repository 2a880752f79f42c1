/** Every public URL is built here (shared with the server, which needs the same canonical URLs). */
export { publicPaths as paths, PUBLIC_ROUTES as routes } from '@meydan/shared-types/public';

export const ADMIN_URL = '/admin/';
export const AUTH_ME_URL = '/api/auth/me';
export const newsCommentsUrl = (newsId: number) => `/api/public/news/${newsId}/comments`;
export const newsViewUrl = (newsId: number) => `/api/public/news/${newsId}/view`;
export const galleryViewUrl = (galleryId: number) => `/api/public/gallery/${galleryId}/view`;
