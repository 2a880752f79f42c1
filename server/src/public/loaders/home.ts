import type { PagePayload } from '@meydan/shared-types';
import { toGalleryCard, toGameCard, toNewsCard } from '../cards.js';
import type { LoaderContext } from '../context.js';
import { pageHead, websiteLd } from '../head.js';
import { findGalleries, findMostRead, findNews, findPlacedNews, findResults, findUpcoming } from '../queries.js';
import { featuredTable } from '../table.js';

/** `/` and `/index`: placements, latest and most-read news, scores, a table and the media strips. */
export async function homeLoader(ctx: LoaderContext): Promise<PagePayload> {
  const { em } = ctx;
  const [slider, second, picks, latest, mostRead, results, upcoming, table, [photos], [videos]] = await Promise.all([
    findPlacedNews(em, 'home-slider', 5),
    findPlacedNews(em, 'second-headline', 4),
    findPlacedNews(em, 'editor-picks', 4),
    findNews(em, {}, { limit: 30 }),
    findMostRead(em, 8),
    findResults(em, {}, 6),
    findUpcoming(em, {}, 6),
    featuredTable(em),
    findGalleries(em, { kind: 'image' }, { limit: 8 }),
    findGalleries(em, { kind: 'video' }, { limit: 8 }),
  ]);
  // Without placements the lead still shows something: the latest items with a cover.
  const lead = slider.length ? slider : latest.filter((n) => n.cover).slice(0, 5);
  const shown = new Set([...lead, ...second].map((n) => n.id));
  // Only what the home page draws: leads appear under editor picks alone, covers not in the most-read list.
  const card = (n: Parameters<typeof toNewsCard>[0]) => ({ ...toNewsCard(n), lead: null });
  const titleOnly = (n: Parameters<typeof toNewsCard>[0]) => ({ ...card(n), cover: null });
  return {
    kind: 'page',
    page: 'home',
    status: 200,
    head: pageHead(ctx, { title: ctx.layout.siteTitle, bare: true, description: ctx.layout.siteDescription, canonical: '/', jsonLd: [websiteLd(ctx)] }),
    data: {
      slider: lead.map(card),
      secondHeadline: second.map(card),
      editorPicks: picks.map(toNewsCard),
      latest: latest.filter((n) => !shown.has(n.id)).slice(0, 12).map(card),
      mostRead: mostRead.map(titleOnly),
      results: results.map(toGameCard),
      upcoming: upcoming.map(toGameCard),
      table,
      photos: photos.map(toGalleryCard),
      videos: videos.map(toGalleryCard),
    },
  };
}
