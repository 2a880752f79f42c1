export * from './league-table.js';
export * from './game-clock.js';
export * from './formation.js';
export * from './game-notices.js';
