import type { EntityManager } from '@mikro-orm/core';
import type { GameSide, LineupEntry, PlayerPosition, TeamSheet } from '@meydan/shared-types/schemas';

export type TeamSheets = Record<GameSide, TeamSheet | null>;

interface SheetRow {
  side: GameSide;
  formation: string;
  coach: string | null;
}
interface EntryRow {
  side: GameSide;
  bench: boolean;
  playerId: number | null;
  name: string;
  shirtNumber: number | null;
  position: PlayerPosition | null;
}

const toEntry = (r: EntryRow): LineupEntry => ({
  player: r.playerId ? { id: r.playerId, name: r.name } : { name: r.name },
  shirtNumber: r.shirtNumber,
  position: r.position,
});

/**
 * A game's two team sheets in the one shape the back office, the revisions and the game page share: one
 * indexed read, and a second when there are sheets. A side nobody has entered is null.
 */
export async function readTeamSheets(em: EntityManager, gameId: number): Promise<TeamSheets> {
  const connection = em.getConnection();
  const tx = em.getTransactionContext();
  // One after the other: inside a write's transaction both would share its one connection anyway.
  const sheets: SheetRow[] = await connection.execute(
    `select side, formation, coach from game_lineup where game_id = ?`,
    [gameId],
    'all',
    tx,
  );
  if (sheets.length === 0) return { home: null, away: null };
  const entries: EntryRow[] = await connection.execute(
    `select side, bench, player_id as "playerId", name, shirt_number as "shirtNumber", position
     from game_lineup_entry where game_id = ? order by side, bench, sort_order`,
    [gameId],
    'all',
    tx,
  );
  const out: TeamSheets = { home: null, away: null };
  for (const s of sheets) {
    const mine = entries.filter((e) => e.side === s.side);
    out[s.side] = {
      formation: s.formation,
      coach: s.coach,
      starters: mine.filter((e) => !e.bench).map(toEntry),
      bench: mine.filter((e) => e.bench).map(toEntry),
    };
  }
  return out;
}
