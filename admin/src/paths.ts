import type { Identifier } from 'react-admin';

/** Where react-admin is mounted; every admin path below is relative to it. */
export const ADMIN_BASE = '/admin';

/** Resources whose list and edit screens sit at the seed's `/list` and `/{id}/edit` paths. */
const SEED_STYLE = new Set(['news', 'gallery/image', 'gallery/video']);

/** The seed's paths, relative to the admin base (the form react-admin's `redirect` expects). */
export const paths = {
  list: (resource: string) => (SEED_STYLE.has(resource) ? `/${resource}/list` : `/${resource}`),
  create: (resource: string) => `/${resource}/create`,
  edit: (resource: string, id: Identifier) => (SEED_STYLE.has(resource) ? `/${resource}/${id}/edit` : `/${resource}/${id}`),
  gameResult: (id: Identifier) => `/game/${id}/result`,
  gameLineup: (id: Identifier) => `/game/${id}/lineup`,
  gameLive: (id: Identifier) => `/game/${id}/live`,
  galleryItems: (id: Identifier) => `/gallery/image/${id}/item`,
  /** One's own sessions, from the user menu. */
  sessions: '/sessions',
};

/** Absolute form, for links, rowClick and anything navigating outside react-admin's helpers. */
export const href = (path: string) => `${ADMIN_BASE}${path}`;

/** A rowClick that opens the seed's edit path of the row. */
export const editRowClick = (id: Identifier, resource: string | undefined) => href(paths.edit(resource ?? '', id));
