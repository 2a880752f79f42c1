/**
 * Stands in for @sinclair/typebox in the browser bundle only (see vite.config.ts). The shared package
 * builds its schemas at module level, but the site only validates on the server, so in the browser each
 * schema is an empty object and TypeBox's ~40 KB stay out of the first load.
 */
const emptySchema = (): Record<string, unknown> => ({});
export const Type: Record<string, typeof emptySchema> = new Proxy({}, { get: () => emptySchema });
