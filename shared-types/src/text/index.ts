export * from './digits.js';
export * from './normalize.js';
export * from './search-words.js';
export * from './slugify.js';
