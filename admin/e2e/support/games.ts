import type { Game, League, Season, Sport } from '@meydan/shared-types/schemas';
import type { Page } from 'playwright-core';
import { api } from './browser';

const filter = (f: object) => encodeURIComponent(JSON.stringify(f));

/**
 * A scheduled game of the demo's league of a sport (the sport named as the seed names it): the first
 * by kick-off, or the last, so that two tests need not share one. Its sheets take as many starters as
 * that sport fields.
 */
export async function scheduledGame(page: Page, sportTitle: string, which: 'first' | 'last' = 'first'): Promise<Game> {
  const [sport] = await api<Sport[]>(page, `/api/admin/sport?filter=${filter({ q: sportTitle })}`);
  const [league] = await api<League[]>(page, `/api/admin/league?filter=${filter({ sport: sport.id })}`);
  const [season] = await api<Season[]>(page, `/api/admin/season?filter=${filter({ league: league.id, isCurrent: true })}`);
  const order = which === 'first' ? 'ASC' : 'DESC';
  const [game] = await api<Game[]>(
    page,
    `/api/admin/game?range=[0,0]&sort=["kickoffAt","${order}"]&filter=${filter({ season: season.id, status: 'scheduled' })}`,
  );
  return game;
}
