/** Constants fixed by the product specification; both apps and the server read them from here. */
export const VERSION_CHECK_INTERVAL_MS = 3_600_000;
export const RELOAD_GUARD_WINDOW_MS = 10_000;
export const MANIFEST_FETCH_DELAY_MS = 1_000;
export const PAGE_TRANSITION_MS = 100;
export const GET_RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
export const HOME_VIEWPORT_WIDTH = 1200;
export const HOME_VIEWPORT = `width=${HOME_VIEWPORT_WIDTH}`;
export const DEFAULT_VIEWPORT = 'width=device-width, initial-scale=1';
export const TOAST = { position: 'top-right', rtl: true, timeoutMs: 5_000, max: 20 } as const;
export const DATE_PICKER = {
  defaultLocale: 'fa',
  persianYearStart: 1300,
  yearSpan: 150,
  popoverMinWindowWidth: 480,
  accentColor: '#417df4',
  types: ['date', 'datetime', 'year', 'month', 'time', 'year-month'],
} as const;

export const LIMITS = {
  imageMaxBytes: 10 * 1024 * 1024,
  videoMaxBytes: 500 * 1024 * 1024,
  imageWidths: [320, 640, 1280] as readonly number[],
  adminPageMax: 1000,
  publicPageSize: 20,
  publicPageMax: 50,
  commentName: { min: 2, max: 60 },
  commentBody: { min: 3, max: 2000 },
  titleMax: 200,
  scoreMax: 999,
} as const;

export const SESSION_COOKIE = 'meydan_session';
