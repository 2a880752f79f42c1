import type {
  GalleryCard,
  GameCard,
  HydrationState,
  LayoutData,
  NewsCard,
  PageData,
  PageKey,
  PagePayload,
  PublicImage,
  PublicTable,
} from '@meydan/shared-types/public';

export const image = (w = 640, h = 360): PublicImage => ({
  src: `/media/x-${w}.webp`,
  srcset: `/media/x-320.webp 320w, /media/x-${w}.webp ${w}w`,
  width: w,
  height: h,
  alt: 'تصویر',
});

export const layout: LayoutData = {
  siteTitle: 'میدان',
  siteDescription: 'اخبار ورزشی',
  logo: null,
  sports: [
    { id: 1, title: 'فوتبال', slug: 'فوتبال' },
    { id: 2, title: 'والیبال', slug: 'والیبال' },
  ],
  leagues: [{ id: 1, title: 'لیگ برتر', slug: 'لیگ-برتر', sport: 1 }],
  footerText: '© میدان',
  contactEmail: 'info@meydan.example',
  contactPhone: '021-1234',
  address: 'تهران',
  socialLinks: [],
};

export const news = (id: number): NewsCard => ({
  id,
  slug: `خبر-${id}`,
  shortCode: `c${id}`,
  rutitr: 'روتیتر',
  title: `عنوان خبر ${id}`,
  lead: 'لید خبر',
  publishedAt: '2026-03-20T10:00:00.000Z',
  cover: image(),
  sport: layout.sports[0],
  viewCount: 1200,
});

const team = (id: number) => ({ id, title: `تیم ${id}`, shortTitle: null, slug: `t${id}`, logo: null });

/** One side's statistics with nothing counted yet. */
const teamStats = () => ({
  possession: null,
  shots: null,
  shotsOnTarget: null,
  corners: null,
  fouls: null,
  offsides: null,
  saves: null,
  yellowCards: 0,
  redCards: 0,
});

export const game = (id: number, status: GameCard['status'] = 'finished'): GameCard => ({
  id,
  slug: 'تیم-۱-تیم-۲',
  kickoffAt: '2026-03-20T15:30:00.000Z',
  status,
  home: team(1),
  away: team(2),
  homeScore: status === 'finished' ? 2 : null,
  awayScore: status === 'finished' ? 1 : null,
  league: { id: 1, title: 'لیگ برتر', slug: 'لیگ-برتر' },
  week: 3,
  clock: null,
  minute: null,
});

export const gallery = (id: number, kind: 'image' | 'video' = 'image'): GalleryCard => ({
  id,
  slug: `g${id}`,
  shortCode: `g${id}`,
  kind,
  title: `گالری ${id}`,
  publishedAt: '2026-03-20T10:00:00.000Z',
  cover: image(),
  itemCount: 8,
});

export const table: PublicTable = {
  league: { id: 1, title: 'لیگ برتر', slug: 'لیگ-برتر' },
  sport: layout.sports[0],
  season: { id: 1, title: '1404-1405' },
  zones: [{ from: 1, to: 1, label: 'قهرمانی', color: '#15803d' }],
  rows: [1, 2].map((rank) => ({
    rank,
    team: team(rank),
    played: 3,
    won: 2,
    drawn: 1,
    lost: 0,
    goalsFor: 5,
    goalsAgainst: 2,
    goalDifference: 3,
    points: 7,
    form: ['W', 'D', 'W'],
    zone: rank === 1 ? { label: 'قهرمانی', color: '#15803d' } : null,
  })),
};

export const pageData: { [K in Exclude<PageKey, 'notFound'>]: PageData<K> } = {
  home: {
    slider: [news(1), news(2)],
    secondHeadline: [news(3)],
    editorPicks: [news(4)],
    latest: [news(5), news(6)],
    mostRead: [news(7)],
    mostCommented: [news(8)],
    results: [game(1)],
    upcoming: [game(2, 'scheduled')],
    table,
    photos: [gallery(1)],
    videos: [gallery(2, 'video')],
  },
  about: { title: 'درباره میدان', html: '<p>متن درباره</p>' },
  newsList: { items: [news(1)], page: 1, pageCount: 3, after: {}, sport: null, tag: null, sports: layout.sports },
  newsArticle: {
    news: {
      ...news(1),
      updatedAt: '2026-03-20T10:00:00.000Z',
      body: '<p>متن خبر</p>',
      tags: [{ id: 1, title: 'پرسپولیس', slug: 'پرسپولیس' }],
      league: null,
      game: null,
      author: 'دبیر',
      allowComments: true,
      shareUrl: 'https://meydan.example/n/abc1',
    },
    related: [news(2)],
    comments: [
      {
        id: 1,
        authorName: 'علی',
        body: 'عالی',
        createdAt: '2026-03-20T11:00:00.000Z',
        reply: 'ممنون',
        repliedAt: '2026-03-20T12:00:00.000Z',
        replies: [],
      },
    ],
  },
  tag: { tag: { id: 1, title: 'پرسپولیس', slug: 'پرسپولیس' }, news: [news(1)], galleries: [gallery(1)] },
  sport: {
    sport: layout.sports[0],
    news: [news(1)],
    leagues: [{ id: 1, title: 'لیگ برتر', slug: 'x', age: null }],
    results: [game(1)],
    upcoming: [],
  },
  galleryList: { kind: 'image', items: [gallery(1)], page: 1, pageCount: 1, total: 1 },
  gallery: {
    gallery: {
      ...gallery(1),
      description: 'شرح',
      sport: null,
      tags: [],
      items: [{ image: image(1280, 853), caption: 'عکس اول' }],
      videoSrc: null,
      poster: null,
      shareUrl: 'https://meydan.example/n/gal1',
    },
    related: [gallery(3)],
  },
  game: {
    game: {
      ...game(1),
      homeHalfScore: 1,
      awayHalfScore: 0,
      season: { id: 1, title: '1404-1405' },
      weekTitle: null,
      lineupShape: { starters: 11, hasGoalkeeper: true },
      stadium: { title: 'آزادی', city: 'تهران' },
      referee: 'داور',
      attendance: 50000,
      events: [
        {
          id: 1,
          minute: 23,
          extraMinute: null,
          side: 'home',
          type: 'goal',
          player: 'بازیکن',
          relatedPlayer: null,
          playerId: null,
          relatedPlayerId: null,
        },
      ],
      lineups: {
        home: {
          formation: '4-3-3',
          coach: 'سرمربی میزبان',
          starters: Array.from({ length: 11 }, (_, i) => ({
            player: i === 9 ? { id: 10, name: 'بازیکن' } : { name: `بازیکن ${i + 1}` },
            shirtNumber: i + 1,
            position: null,
          })),
          bench: [{ player: { name: 'ذخیره' }, shirtNumber: 12, position: 'goalkeeper' }],
        },
        away: null,
      },
      stats: { home: teamStats(), away: teamStats() },
      commentary: { seq: 0, entries: [] },
      headToHead: { meetings: [], record: { homeWins: 0, draws: 0, awayWins: 0 }, form: { home: [], away: [] } },
      reportNews: null,
    },
    news: [],
  },
  leagueTable: {
    table,
    seasons: [{ id: 1, title: '1404-1405', isCurrent: true }],
    week: { number: 3, title: null },
    weekGames: [game(1)],
    news: [],
  },
  fixtures: {
    date: '1405-09-02',
    isToday: false,
    earlierDay: null,
    laterDay: null,
    groups: [{ league: table.league, sport: layout.sports[0], games: [game(1), game(2, 'live')] }],
  },
  team: {
    team: {
      ...team(1),
      sport: layout.sports[0],
      city: 'تهران',
      foundedYear: 1963,
      stadium: { title: 'آزادی', city: 'تهران', capacity: 78116 },
    },
    standings: [{ league: table.league, season: table.season, rank: 1, teamCount: 2, rows: table.rows }],
    last: [game(1)],
    next: [game(2, 'scheduled')],
    news: [news(1)],
    squad: [
      { id: 1, name: 'علیرضا بیرانوند', slug: 'alireza', shirtNumber: 1, position: 'goalkeeper' },
      { id: 2, name: 'مهدی طارمی', slug: 'mehdi', shirtNumber: 9, position: 'forward' },
    ],
  },
  player: {
    player: {
      id: 2,
      name: 'مهدی طارمی',
      slug: 'mehdi',
      photo: null,
      birthDate: '1992-07-18',
      age: 34,
      position: 'forward',
      nationality: 'ایران',
      height: 187,
      preferredFoot: 'right',
      shirtNumber: 9,
      team: team(1),
    },
    stats: { starts: 3, bench: 1, goals: 2, assists: 1, yellowCards: 1, redCards: 0 },
    last: [game(1)],
    news: [news(1)],
  },
  scorers: {
    league: table.league,
    sport: layout.sports[0],
    season: table.season,
    scorers: [{ rank: 1, player: { id: 2, name: 'مهدی طارمی', slug: 'mehdi', shirtNumber: 9, position: 'forward' }, team: null, count: 2 }],
    assists: [],
    cards: [],
  },
  search: {
    q: 'پرسپولیس',
    total: 1,
    page: 1,
    pageCount: 1,
    terms: { words: ['پرسپولیس'], prefixes: [] },
    entities: [{ kind: 'team', id: 1, title: 'پرسپولیس', url: '/team/1/x', detail: 'فوتبال' }],
    items: [
      { kind: 'news', id: 1, title: 'خبر پرسپولیس', url: '/news/1/x', publishedAt: '2026-01-01T10:00:00.000Z', excerpt: 'لید پرسپولیس' },
    ],
  },
  me: { leagues: [{ id: 1, title: 'لیگ برتر', slug: 'لیگ-برتر' }] },
};

const head = { title: 'عنوان | میدان', description: 'توضیح', canonical: '/', image: null, type: 'website' as const, jsonLd: [] };

export function pagePayload<K extends Exclude<PageKey, 'notFound'>>(page: K): PagePayload {
  return { kind: 'page', page, status: 200, head, data: pageData[page] } as PagePayload;
}

export const state = (url: string, payload: PagePayload, calendar: 'jalali' | 'gregorian' = 'jalali'): HydrationState => ({
  buildId: 'test-build',
  url,
  calendar,
  maybeSignedIn: false,
  layout,
  payload,
});
