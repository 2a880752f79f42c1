export * from './product.js';
export * from './resources.js';
export * from './roles.js';
export * from './follows.js';
