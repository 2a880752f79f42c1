import { publicPaths } from '@meydan/shared-types/public';
import { executePrepared } from '../../db/prepared.js';
import { cardsFor, type NewsCardSource } from '../cards.js';
import { pageHead, websiteLd } from '../head.js';
import { homeNewsSql } from '../news-query.js';
import { findGalleriesByKind, findHomeGames, findNewsByIds } from '../queries.js';
import { featuredTable } from '../table.js';
import { tags } from '../../cache/tags.js';
import { definePage, type Found, type PageContext } from '../define-page.js';

const PLACEMENTS = { 'home-slider': 5, 'second-headline': 4, 'editor-picks': 4 };
const MOST_READ = 8;

type HomeNewsIds = Record<
  keyof typeof PLACEMENTS | 'latest' | 'mostReadRecent' | 'mostReadAllTime' | 'mostCommentedMonth' | 'mostCommentedYear',
  number[]
>;

/**
 * `/` and `/index`: placements, latest and most-read news, scores, a table and the media strips. A miss
 * costs seven statements: the news ids of every list, their cards, the galleries, the games and the table.
 */
export async function homeLoader(ctx: PageContext<'home' | 'index'>): Promise<Found<'home'>> {
  const { em } = ctx;
  const loadNews = async () => {
    const { sql, params } = homeNewsSql(30, MOST_READ, PLACEMENTS);
    const [ids] = await executePrepared<HomeNewsIds>(em, sql, params);
    const mostRead = ids.mostReadRecent.length >= MOST_READ ? ids.mostReadRecent : ids.mostReadAllTime;
    const mostCommented = ids.mostCommentedMonth.length >= MOST_READ ? ids.mostCommentedMonth : ids.mostCommentedYear;
    const cards = new Map((await findNewsByIds(em, [...new Set(Object.values(ids).flat())])).map((n) => [n.id, n]));
    const pick = (list: number[]) => list.flatMap((id) => cards.get(id) ?? []);
    return {
      slider: pick(ids['home-slider']),
      second: pick(ids['second-headline']),
      picks: pick(ids['editor-picks']),
      latest: pick(ids.latest),
      mostRead: pick(mostRead),
      mostCommented: pick(mostCommented),
    };
  };
  const [{ slider, second, picks, latest, mostRead, mostCommented }, { results, upcoming }, table, { photos, videos }] = await Promise.all([
    loadNews(),
    findHomeGames(em, 6),
    featuredTable(ctx),
    findGalleriesByKind(em, 8),
  ]);
  // Without placements the lead still shows something: the latest items with a cover.
  const lead = slider.length ? slider : latest.filter((n) => n.cover).slice(0, 5);
  const shown = new Set([...lead, ...second].map((n) => n.id));
  // Only what the home page draws: leads appear under editor picks alone, covers not in the most-read list.
  const cards = cardsFor(ctx.mediaUrl);
  const card = (n: NewsCardSource) => ({ ...cards.news(n), lead: null });
  const titleOnly = (n: NewsCardSource) => ({ ...card(n), cover: null });
  return {
    data: {
      slider: lead.map(card),
      secondHeadline: second.map(card),
      editorPicks: picks.map(cards.news),
      latest: latest
        .filter((n) => !shown.has(n.id))
        .slice(0, 12)
        .map(card),
      mostRead: mostRead.map(titleOnly),
      mostCommented: mostCommented.map(titleOnly),
      results: results.map(cards.game),
      upcoming: upcoming.map(cards.game),
      table,
      photos: photos.map(cards.gallery),
      videos: videos.map(cards.gallery),
    },
  };
}

/** The home page's title is the site's name alone. */
const homeHead = (ctx: PageContext<'home' | 'index'>) =>
  pageHead(ctx, {
    title: ctx.layout.siteTitle,
    bare: true,
    description: ctx.layout.siteDescription,
    canonical: '/',
    jsonLd: [websiteLd(ctx)],
  });

export const homePage = definePage({
  route: 'home',
  lists: [tags.list.news, tags.list.gallery, tags.list.game, tags.list.comments],
  load: homeLoader,
  head: (_data, ctx) => homeHead(ctx),
  sitemap: { path: publicPaths.home(), order: 1 },
});

/** `/index` is the home page under another name: its canonical URL is `/`, and only that is listed. */
export const indexPage = definePage({
  route: 'index',
  lists: [tags.list.news, tags.list.gallery, tags.list.game, tags.list.comments],
  load: homeLoader,
  head: (_data, ctx) => homeHead(ctx),
  sitemap: null,
});
