/*
 * Everything at once, for code not yet moved to an entry point. The entry points (`/schemas`, `/public`,
 * `/client`, `/text`, `/calendar`, `/sport`, `/constants`) say what a file depends on; the public site
 * uses only those that import no TypeBox.
 */
export * from './constants/index.js';
export * from './schemas/index.js';
export * from './public/index.js';
export * from './text/index.js';
export * from './sport/index.js';
export * from './calendar/index.js';
export * from './client/index.js';
