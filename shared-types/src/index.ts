export * from './constants.js';
export * from './schemas/index.js';
export * from './resources.js';
