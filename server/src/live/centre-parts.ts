import type { EntityManager } from '@mikro-orm/core';
import { LIVE_COMMENTARY_WINDOW } from '@meydan/shared-types/public';
import type {
  GameEvent,
  GameSide,
  LiveCommentary,
  PublicCommentary,
  PublicCommentaryEntry,
  PublicGameStats,
  PublicTeamStats,
  TeamStats,
} from '@meydan/shared-types/schemas';
import { toPublicImage, type StoredImage } from '../storage/public-image.js';
import type { MediaUrl } from '../storage/index.js';

/*
 * The match centre's parts that change while a game is played (statistics, commentary), read the same
 * way for the game page, the centre read and the live stream, so all three agree.
 */

export type SideStats = Record<GameSide, TeamStats>;

const EMPTY_STATS: TeamStats = {
  possession: null,
  shots: null,
  shotsOnTarget: null,
  corners: null,
  fouls: null,
  offsides: null,
  saves: null,
};
export const emptyStats = (): SideStats => ({ home: { ...EMPTY_STATS }, away: { ...EMPTY_STATS } });

export interface StatsRow extends TeamStats {
  gameId: number;
  side: GameSide;
}

const STATS_COLUMNS = `game_id as "gameId", side, possession, shots, shots_on_target as "shotsOnTarget", corners, fouls, offsides, saves`;

/** The statistics rows of the game `gameId` names (a placeholder or a column), as `statsOf` reads them. */
export const statsSql = (gameId: string) => `select ${STATS_COLUMNS} from game_stats where game_id = ${gameId}`;

/** Both sides' figures of each game from its statistics rows (a side nobody entered has every figure null). */
export function statsOf(ids: readonly number[], rows: readonly StatsRow[]): Map<number, SideStats> {
  const out = new Map<number, SideStats>(ids.map((id) => [id, emptyStats()]));
  for (const row of rows) {
    const { gameId, side, ...figures } = row;
    out.get(gameId)![side] = figures;
  }
  return out;
}

/** Both sides' figures of these games (a side nobody entered has every figure null): one indexed read. */
export async function readStats(em: EntityManager, ids: readonly number[]): Promise<Map<number, SideStats>> {
  if (!ids.length) return new Map();
  const rows: StatsRow[] = await em
    .getConnection()
    .execute(
      `select ${STATS_COLUMNS} from game_stats where game_id in (${ids.map(() => '?').join(', ')})`,
      [...ids],
      'all',
      em.getTransactionContext(),
    );
  return statsOf(ids, rows);
}

const YELLOW = new Set(['yellow_card', 'second_yellow']);
const RED = new Set(['red_card', 'second_yellow']);

/** The public statistics: the figures, and the cards counted from the game's events (a second yellow is both). */
export function publicStats(stats: SideStats, events: readonly Pick<GameEvent, 'side' | 'type'>[]): PublicGameStats {
  const side = (s: GameSide): PublicTeamStats => ({
    ...stats[s],
    yellowCards: events.filter((e) => e.side === s && YELLOW.has(e.type)).length,
    redCards: events.filter((e) => e.side === s && RED.has(e.type)).length,
  });
  return { home: side('home'), away: side('away') };
}

export interface CommentaryRow {
  gameId: number;
  id: number;
  minute: number;
  extraMinute: number | null;
  kind: PublicCommentaryEntry['kind'];
  text: string;
  seq: number;
  removed: boolean;
  media: (StoredImage & { mimeType: string }) | null;
}

const COMMENTARY_COLUMNS = `c.game_id as "gameId", c.id, c.minute, c.extra_minute as "extraMinute", c.kind, c.text, c.seq,
  c.deleted_at is not null as removed,
  case when m.id is null then null else json_build_object('storageKey', m.storage_key, 'kind', m.kind, 'mimeType', m.mime_type,
    'width', m.width, 'height', m.height, 'alt', m.alt, 'variants', coalesce(m.variants, '[]'::jsonb)) end as media`;
const COMMENTARY_FROM = `game_commentary c left join media m on m.id = c.media_id`;

function toEntry(mediaUrl: MediaUrl, r: CommentaryRow): PublicCommentaryEntry {
  let media: PublicCommentaryEntry['media'] = null;
  if (r.media?.kind === 'image') {
    const image = toPublicImage(mediaUrl, r.media);
    if (image) media = { kind: 'image', image };
  } else if (r.media?.kind === 'video') {
    media = { kind: 'video', src: mediaUrl(r.media.storageKey), mimeType: r.media.mimeType };
  }
  return { id: r.id, minute: r.minute, extraMinute: r.extraMinute, kind: r.kind, text: r.text, media, seq: r.seq };
}

/** The commentary rows of the game `gameId` names (a placeholder or a column), removed ones too. */
export const commentarySql = (gameId: string) => `select ${COMMENTARY_COLUMNS} from ${COMMENTARY_FROM} where c.game_id = ${gameId}`;
/** The order `commentaryOf` takes its rows in, over `commentarySql`'s names: the removed first, then newest first. */
export const COMMENTARY_ROWS_ORDER = `removed desc, minute desc, "extraMinute" desc nulls last, id desc`;

/** A game's whole commentary as the page shows it, from its rows in `COMMENTARY_ROWS_ORDER`. */
export function commentaryOf(mediaUrl: MediaUrl, rows: readonly CommentaryRow[]): PublicCommentary {
  // The removed come first in that order; they only count towards the latest change number.
  return {
    seq: rows.reduce((max, r) => Math.max(max, r.seq), 0),
    entries: rows.filter((r) => !r.removed).map((r) => toEntry(mediaUrl, r)),
  };
}

/** The latest changes of these games' commentary (see LiveCommentarySchema): one indexed read for all of them. */
export async function readCommentaryChanges(
  em: EntityManager,
  mediaUrl: MediaUrl,
  ids: readonly number[],
): Promise<Map<number, LiveCommentary>> {
  const out = new Map<number, LiveCommentary>(ids.map((id) => [id, { seq: 0, from: 1, changes: [] }]));
  if (!ids.length) return out;
  const rows: CommentaryRow[] = await em.getConnection().execute(
    `select ${COMMENTARY_COLUMNS} from game g
     cross join lateral (select * from game_commentary c where c.game_id = g.id order by c.seq desc limit ${LIVE_COMMENTARY_WINDOW}) c
     left join media m on m.id = c.media_id
     where g.id in (${ids.map(() => '?').join(', ')})
     order by c.game_id, c.seq desc`,
    [...ids],
    'all',
    em.getTransactionContext(),
  );
  for (const r of rows) {
    const live = out.get(r.gameId)!;
    live.seq = Math.max(live.seq, r.seq);
    live.changes.push(r.removed ? { id: r.id, seq: r.seq, removed: true } : toEntry(mediaUrl, r));
  }
  for (const live of out.values()) {
    if (live.changes.length >= LIVE_COMMENTARY_WINDOW) live.from = live.changes[live.changes.length - 1].seq;
  }
  return out;
}
