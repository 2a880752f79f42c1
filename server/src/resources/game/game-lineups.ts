import type { EntityManager } from '@mikro-orm/postgresql';
import type { LineupEntry } from '@meydan/shared-types/schemas';
import { lockRows } from '../../crud/row-locks.js';
import { GameLineup, GameLineupEntry } from '../../model/game-lineup.entity.js';
import type { TeamSheets } from '../../model/game-lineup.record.js';
import { Player } from '../../model/player.entity.js';
import type { IGame } from '../../model/game.entity.js';

/**
 * Replaces a game's team sheets with `sheets`, in their order. Links to squad players are locked until the
 * write commits; one removed meanwhile (or since the revision being restored) leaves the name alone.
 */
export async function replaceLineups(em: EntityManager, game: IGame, sheets: TeamSheets): Promise<void> {
  const all = [sheets.home, sheets.away].flatMap((s) => (s ? [...s.starters, ...s.bench] : []));
  const ids = [...new Set(all.map((e) => e.player.id).filter((id): id is number => !!id))];
  const existing = await lockRows(em, Player.meta.className, ids, 'key share');
  await em.nativeDelete(GameLineupEntry, { game: game.id });
  await em.nativeDelete(GameLineup, { game: game.id });
  for (const side of ['home', 'away'] as const) {
    const sheet = sheets[side];
    if (!sheet) continue;
    em.create(GameLineup, { game, side, formation: sheet.formation, coach: sheet.coach });
    const place = (bench: boolean) => (e: LineupEntry, i: number) => {
      const id = e.player.id && existing.has(e.player.id) ? e.player.id : null;
      em.create(GameLineupEntry, {
        game,
        side,
        bench,
        sortOrder: i,
        squadPlayer: id ? em.getReference(Player, id) : null,
        name: e.player.name,
        shirtNumber: e.shirtNumber,
        position: e.position,
      });
    };
    sheet.starters.forEach(place(false));
    sheet.bench.forEach(place(true));
  }
}
