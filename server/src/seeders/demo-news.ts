import type { GameRecord, SeasonRecord } from './game-records.js';
import { CURRENT_WEEK } from './demo-games.js';
import type { Reference } from './demo-reference.js';
import type { CoverPool } from './demo-media.js';
import { gamePreview, gameReport } from './news-game-stories.js';
import type { NewsDraft } from './news-draft.js';
import { insertNews, type InsertedNews, type NewsItem } from './news-insert.js';
import {
  coachStory,
  disciplinaryStory,
  fansStory,
  injuryStory,
  nationalTeamStory,
  otherSportStory,
  transferStory,
} from './news-stories.js';
import type { Random } from './random.js';
import { DAY_MS, type SeedContext } from './seed-context.js';

export const SMALL_NEWS = 220;
const DRAFTS = 10;
const SCHEDULED = 5;
const HOUR = 3_600_000;

/** A story not tied to a game, in the proportions a sports desk publishes them. */
function storyDraft(random: Random, ref: Reference): NewsDraft {
  const football = ref.leagues[0];
  const roll = random.next();
  const league = roll < 0.6 ? football : random.pick(ref.leagues);
  if (roll < 0.22) return transferStory(random, league);
  if (roll < 0.38) return coachStory(random, league);
  if (roll < 0.48) return injuryStory(random, league);
  if (roll < 0.55) return disciplinaryStory(random, league);
  if (roll < 0.62) return fansStory(random, league);
  if (roll < 0.8) {
    const sport = random.pick(['football', 'football', 'futsal', 'volleyball'] as const);
    return nationalTeamStory(random, sport, ref.sports.get(sport)!.title);
  }
  return otherSportStory(random);
}

function item(random: Random, pool: CoverPool, draft: NewsDraft, publishedAt: Date | null, now: Date): NewsItem {
  const published = publishedAt !== null;
  const live = published && publishedAt <= now;
  // Older items have had longer to gather readers; a few go viral.
  const ageDays = live ? (now.getTime() - publishedAt.getTime()) / DAY_MS : 0;
  const views = live ? random.heavyTail(400 + Math.min(ageDays, 30) * 90, 400_000) : 0;
  return {
    ...draft,
    status: published ? 'published' : 'draft',
    publishedAt,
    createdAt: new Date((publishedAt ?? now).getTime() - random.int(20, 240) * 60_000),
    viewCount: draft.isReport ? Math.round(views * 1.6) : views,
    cover: published || random.chance(0.5) ? pool.pick(random, draft.sport) : null,
    allowComments: !random.chance(0.05),
    positions: [],
  };
}

/** The 220 items of the small demo: reports and previews of this season's games, stories, drafts and scheduled items. */
export async function seedSmallNews(
  ctx: SeedContext,
  ref: Reference,
  seasons: SeasonRecord[],
  pool: CoverPool,
  authorId: number,
): Promise<InsertedNews[]> {
  const random = ctx.random('news');
  const now = ctx.now.getTime();
  const current = seasons.filter((s) => s.isCurrent);
  const finished = current.flatMap((s) => s.games).filter((g) => g.status === 'finished' && g.week >= CURRENT_WEEK - 6);
  const reports = random.sample(finished, 70).sort((a, b) => a.kickoffAt.getTime() - b.kickoffAt.getTime());
  const upcoming = current.flatMap((s) => s.games).filter((g) => g.status === 'scheduled' && g.week === CURRENT_WEEK + 1);
  const [scheduledPreviews, previews] = [upcoming.slice(0, SCHEDULED), upcoming.slice(SCHEDULED, SCHEDULED + 6)];

  const items: NewsItem[] = [];
  for (const g of reports) {
    // A report follows its game by an hour or two, but never lies in the future: a game that ended just
    // now would otherwise leave a scheduled report, whatever hour the demo is seeded at.
    const after = g.kickoffAt.getTime() + 2 * HOUR + random.int(10, 90) * 60_000;
    items.push(item(random, pool, gameReport(random, g), new Date(Math.min(after, now - 5 * 60_000)), ctx.now));
  }
  for (const g of previews) items.push(item(random, pool, gamePreview(random, g), new Date(now - random.int(1, 30) * HOUR), ctx.now));
  for (const g of scheduledPreviews) {
    items.push(item(random, pool, gamePreview(random, g), new Date(g.kickoffAt.getTime() - random.int(6, 20) * HOUR), ctx.now));
  }
  const storyCount = SMALL_NEWS - items.length - DRAFTS;
  for (let i = 0; i < storyCount; i++) {
    // Skewed towards recent days, as a front page is.
    const age = 60 * DAY_MS * random.next() ** 1.6;
    items.push(item(random, pool, storyDraft(random, ref), new Date(now - age - 20 * 60_000), ctx.now));
  }
  for (let i = 0; i < DRAFTS; i++) items.push(item(random, pool, storyDraft(random, ref), null, ctx.now));

  place(random, ref, items, ctx.now);
  const ordered = [...items].sort((a, b) => (a.publishedAt ?? a.createdAt).getTime() - (b.publishedAt ?? b.createdAt).getTime());
  ctx.progress('news', 0, ordered.length);
  const inserted = await insertNews(ctx, ref, ordered, authorId);
  ctx.progress('news', ordered.length, ordered.length);
  return inserted;
}

/** Fills the home-page placements with recent published items that have a cover. */
function place(random: Random, ref: Reference, items: NewsItem[], now: Date) {
  const candidates = items
    .filter((n) => n.status === 'published' && n.cover && n.publishedAt! <= now && now.getTime() - n.publishedAt!.getTime() < 4 * DAY_MS)
    .sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime());
  const take = (key: string, count: number, from: NewsItem[]) => {
    const chosen = from.filter((n) => n.positions.length === 0).slice(0, count);
    for (const n of chosen) n.positions.push(ref.positions.get(key)!);
  };
  take(
    'home-slider',
    5,
    candidates.filter((n) => n.sport === 'football'),
  );
  take('second-headline', 4, candidates);
  take('editor-picks', 6, random.shuffle(candidates));
}

/**
 * The large set's extra news, generated and inserted 1,000 at a time so memory stays flat: a report
 * of every finished game of the older seasons, published after it, and stories spread over five years.
 */
export async function seedLargeNews(
  ctx: SeedContext,
  ref: Reference,
  oldGames: GameRecord[],
  pool: CoverPool,
  authorId: number,
  count: number,
) {
  const random = ctx.random('news-large');
  const now = ctx.now.getTime();
  const reports = oldGames.filter((g) => g.status === 'finished').slice(0, count);
  const span = 5 * 365 * DAY_MS;
  const slots: { at: number; game: GameRecord | null }[] = reports.map((g) => ({ at: g.kickoffAt.getTime() + 2 * HOUR, game: g }));
  while (slots.length < count) slots.push({ at: now - 61 * DAY_MS - random.next() * span, game: null });
  // Oldest first, so ids grow with publication time as they would on a real site.
  slots.sort((a, b) => a.at - b.at);
  const BATCH = 1000;
  for (let start = 0; start < count; start += BATCH) {
    const batch = slots
      .slice(start, start + BATCH)
      .map(({ at, game }) => item(random, pool, game ? gameReport(random, game) : storyDraft(random, ref), new Date(at), ctx.now));
    await insertNews(ctx, ref, batch, authorId);
    ctx.progress('news (large)', Math.min(count, start + BATCH), count);
  }
}
