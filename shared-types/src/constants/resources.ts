/**
 * The admin resources: one name per entity, shared by the admin route, the API path
 * (/api/admin/{name}), the server folder and the admin folder.
 */
export const ADMIN_RESOURCES = [
  'sport',
  'age',
  'league',
  'season',
  'season-team',
  'week',
  'team',
  'player',
  'stadium',
  'game',
  'position',
  'news',
  'tag',
  'comment',
  'gallery',
  'base-information',
  'media',
  'user',
  'audit',
] as const;
export type AdminResource = (typeof ADMIN_RESOURCES)[number];

/** Reference data that only admins may delete (editors may create and edit it). */
export const REFERENCE_RESOURCES: readonly AdminResource[] = [
  'sport',
  'age',
  'league',
  'season',
  'season-team',
  'week',
  'team',
  'player',
  'stadium',
  'position',
];
/** Resources only admins may touch at all. */
export const ADMIN_ONLY_RESOURCES: readonly AdminResource[] = ['user', 'base-information', 'audit'];
