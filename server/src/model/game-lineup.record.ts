import type { EntityManager } from '@mikro-orm/core';
import type { GameSide, LineupEntry, PlayerPosition, TeamSheet } from '@meydan/shared-types/schemas';

export type TeamSheets = Record<GameSide, TeamSheet | null>;

export interface SheetRow {
  side: GameSide;
  formation: string;
  coach: string | null;
}
export interface EntryRow {
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

/** The team sheet rows of the game `gameId` names (a placeholder or a column). */
export const teamSheetsSql = (gameId: string) => `select side, formation, coach from game_lineup where game_id = ${gameId}`;
/** The line-up entry rows of the game `gameId` names, to be read in `LINEUP_ENTRY_ORDER`. */
export const lineupEntriesSql = (gameId: string) =>
  `select side, bench, player_id as "playerId", name, shirt_number as "shirtNumber", position, sort_order as "sortOrder"
   from game_lineup_entry where game_id = ${gameId}`;
export const LINEUP_ENTRY_ORDER = `side, bench, "sortOrder"`;

/**
 * A game's two team sheets in the one shape the back office, the revisions and the game page share: one
 * indexed read, and a second when there are sheets. A side nobody has entered is null.
 */
export async function readTeamSheets(em: EntityManager, gameId: number): Promise<TeamSheets> {
  const connection = em.getConnection();
  const tx = em.getTransactionContext();
  // One after the other: inside a write's transaction both would share its one connection anyway.
  const sheets: SheetRow[] = await connection.execute(teamSheetsSql('?'), [gameId], 'all', tx);
  if (sheets.length === 0) return { home: null, away: null };
  const entries: EntryRow[] = await connection.execute(`${lineupEntriesSql('?')} order by ${LINEUP_ENTRY_ORDER}`, [gameId], 'all', tx);
  return teamSheetsOf(sheets, entries);
}

/** The team sheets from their rows and their entries' rows (in `LINEUP_ENTRY_ORDER`). */
export function teamSheetsOf(sheets: readonly SheetRow[], entries: readonly EntryRow[]): TeamSheets {
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
