export * from './jalali.js';
export * from './dates.js';
export * from './tehran-day.js';
export * from './iso-dates.js';
