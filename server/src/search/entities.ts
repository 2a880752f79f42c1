import type { EntityManager } from '@mikro-orm/core';
import { publicPaths } from '@meydan/shared-types/public';
import type { SearchEntity } from '@meydan/shared-types/schemas';
import { toSearchKey } from '@meydan/shared-types/text';
import { executePrepared } from '../db/prepared.js';

const PLAYERS = 4;
const TEAMS = 3;
/** Candidates read per kind: the search text also holds a nationality or a city, which the name must match on its own. */
const CANDIDATES = 24;
/** Shorter keys match half the squad lists; trigrams start to choose at two letters. */
const MIN_KEY = 2;

interface Row {
  id: number;
  title: string;
  slug: string;
  short_title: string | null;
  detail: string | null;
}

const escapeLike = (key: string) => key.replace(/[\\%_]/g, (c) => `\\${c}`);

/*
 * Substring matches of the admin search text (pg_trgm index on player), names starting with the key
 * first, then the shorter names: «علی» finds «علی کریمی» before «مهدی علیپور».
 */
export const PLAYER_MATCHES = `select p.id, p.name as title, p.slug, null as short_title, t.title as detail
  from player p left join team t on t.id = p.team_id
  where p.search_text ilike ? order by p.search_text ilike ? desc, length(p.name), p.id limit ?`;
export const TEAM_MATCHES = `select t.id, t.title, t.slug, t.short_title, s.title as detail
  from team t join sport s on s.id = t.sport_id
  where t.search_text ilike ? order by t.search_text ilike ? desc, length(t.title), t.id limit ?`;

/** Players and teams whose name holds the query, for the block above the search results. */
export async function searchEntities(em: EntityManager, q: string): Promise<SearchEntity[]> {
  const key = toSearchKey(q).slice(0, 100);
  if (key.length < MIN_KEY) return [];
  const like = `%${escapeLike(key)}%`;
  const prefix = `${escapeLike(key)}%`;
  const [players, teams] = await Promise.all([
    executePrepared<Row>(em, PLAYER_MATCHES, [like, prefix, CANDIDATES]),
    executePrepared<Row>(em, TEAM_MATCHES, [like, prefix, CANDIDATES]),
  ]);
  const named = (r: Row) => toSearchKey(`${r.title} ${r.short_title ?? ''}`).includes(key);
  return [
    ...players
      .filter(named)
      .slice(0, PLAYERS)
      .map((r): SearchEntity => ({ kind: 'player', id: r.id, title: r.title, url: publicPaths.player(r.id, r.slug), detail: r.detail })),
    ...teams
      .filter(named)
      .slice(0, TEAMS)
      .map((r): SearchEntity => ({ kind: 'team', id: r.id, title: r.title, url: publicPaths.team(r.id, r.slug), detail: r.detail })),
  ];
}
