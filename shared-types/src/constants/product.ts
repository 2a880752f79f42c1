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

/*
 * Named once for LIMITS and TEXT_MAX: TEXT_MAX reading LIMITS' properties left those reads in the public
 * site's entry, kept by the bundler as possible side effects (getters) after TEXT_MAX itself was dropped.
 */
const TITLE_MAX = 200;
const COMMENT_NAME_MAX = 60;

export const LIMITS = {
  imageMaxBytes: 10 * 1024 * 1024,
  videoMaxBytes: 500 * 1024 * 1024,
  imageWidths: [320, 640, 1280] as readonly number[],
  adminPageMax: 1000,
  publicPageSize: 20,
  publicPageMax: 50,
  commentName: { min: 2, max: COMMENT_NAME_MAX },
  commentBody: { min: 3, max: 2000 },
  titleMax: TITLE_MAX,
  scoreMax: 999,
  /** A player's height in centimetres and shirt number. */
  heightCm: { min: 140, max: 220 },
  shirtNumber: { min: 1, max: 99 },
  /** Substitutes named on a team sheet. */
  benchMax: 15,
  /** Live commentary entries one game keeps (removed ones not counted). */
  commentaryPerGame: 300,
  /** A game's statistics per side: the largest figure each takes (possession is a percentage). */
  gameStats: { possession: 100, shots: 99, shotsOnTarget: 99, corners: 40, fouls: 60, offsides: 30, saves: 60 },
  /** Past meetings and each team's results shown beside a game. */
  headToHead: 5,
} as const;

/**
 * The longest text each field takes, in characters: the input schemas refuse more and the columns are
 * sized from the same numbers, so a value the API accepts always fits its column.
 */
export const TEXT_MAX = {
  title: TITLE_MAX,
  slug: 100,
  shortCode: 16,
  lead: 1000,
  alt: 200,
  seoTitle: 200,
  seoDescription: 400,
  description: 2000,
  caption: 500,
  url: 500,
  email: 200,
  phone: 40,
  address: 500,
  city: 80,
  shortTitle: 40,
  siteTitle: 100,
  footerText: 500,
  weekTitle: 100,
  note: 300,
  referee: 120,
  player: 80,
  nationality: 60,
  formation: 16,
  commentary: 500,
  tag: 80,
  positionKey: 60,
  zoneLabel: 60,
  commentName: COMMENT_NAME_MAX,
  displayName: 80,
  userAgent: 400,
  fileName: 255,
  mimeType: 100,
  storageKey: 200,
  actor: 200,
  resourceName: 40,
  ip: 64,
  hash: 64,
  passwordHash: 255,
  throttleKey: 80,
  visitorId: 32,
  batchId: 64,
} as const;

export const SESSION_COOKIE = 'meydan_session';
