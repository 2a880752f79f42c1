export * from './media.js';
export * from './news.js';
export * from './game.js';
export * from './gallery.js';
export * from './paths.js';
export * from './pages.js';
export * from './live.js';
