import { normalizeText, toSearchKey } from '@meydan/shared-types/text';
import { News } from '../model/news.entity.js';
import { newsSearchVector } from '../search/search-vector.js';
import { insertPivot, insertRows } from './bulk-insert.js';
import type { Reference } from './demo-reference.js';
import type { NewsDraft } from './news-draft.js';
import type { SeedContext } from './seed-context.js';

export interface NewsItem extends NewsDraft {
  status: 'draft' | 'published';
  publishedAt: Date | null;
  createdAt: Date;
  viewCount: number;
  cover: number | null;
  allowComments: boolean;
  positions: number[];
}

export interface InsertedNews {
  id: number;
  item: NewsItem;
}

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** Inserts news rows and their tags, teams and placements; a published report is marked as its game's report. */
export async function insertNews(ctx: SeedContext, ref: Reference, items: NewsItem[], authorId: number): Promise<InsertedNews[]> {
  const { em } = ctx;
  const slugs = ctx.slugs('news');
  const rows = items.map((n) => {
    const rutitr = clip(normalizeText(n.rutitr), 200);
    const title = clip(normalizeText(n.title), 200);
    const lead = clip(normalizeText(n.lead), 1000);
    return {
      createdAt: n.createdAt,
      updatedAt: n.publishedAt && n.publishedAt < ctx.now ? n.publishedAt : n.createdAt,
      rutitr,
      title,
      lead,
      slug: slugs.take(title),
      body: n.body,
      cover: n.cover,
      coverAlt: n.cover ? clip(normalizeText(n.coverAlt), 200) : null,
      sport: ref.sports.get(n.sport)?.id ?? null,
      league: n.league?.id ?? null,
      game: n.game?.id ?? null,
      // The demo writes one report per game at most (the database allows no more).
      isGameReport: n.isReport && !!n.game && n.status === 'published',
      status: n.status,
      publishedAt: n.publishedAt,
      author: authorId,
      shortCode: ctx.shortCodes.next(),
      allowComments: n.allowComments,
      seoTitle: null,
      seoDescription: null,
      viewCount: n.viewCount,
      searchText: toSearchKey(`${rutitr} ${title} ${lead}`),
      searchVector: newsSearchVector({ title, rutitr, lead, body: n.body }),
    };
  });
  const ids = await insertRows(em, News, rows);
  const tags: [number, number][] = [];
  const teams: [number, number][] = [];
  const positions: [number, number][] = [];
  items.forEach((n, i) => {
    const id = ids[i];
    const sportTag = ref.sports.get(n.sport)?.title;
    const tagIds = new Set(
      [...n.tags, ...(sportTag ? [sportTag] : [])].map((t) => ref.tags.get(normalizeText(t))).filter((t): t is number => !!t),
    );
    for (const t of tagIds) tags.push([id, t]);
    for (const t of new Set(n.teams.map((team) => team.id))) teams.push([id, t]);
    for (const p of n.positions) positions.push([id, p]);
  });
  await insertPivot(em, 'news_tags', ['news_id', 'tag_id'], tags);
  await insertPivot(em, 'news_teams', ['news_id', 'team_id'], teams);
  await insertPivot(em, 'news_positions', ['news_id', 'position_id'], positions);
  return ids.map((id, i) => ({ id, item: items[i] }));
}
