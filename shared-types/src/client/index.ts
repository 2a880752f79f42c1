export * from './http.js';
export * from './route-rules.js';
export * from './version-check.js';
export * from './chunk-reload.js';
export * from './errors.js';
export * from './viewport.js';
export * from './theme.js';
