import type { Player, TeamSheet } from '@meydan/shared-types/schemas';

export interface DeskPlayer {
  id: number | null;
  name: string;
  shirtNumber: number | null;
  /** On the pitch at kick-off (a starter), or on the bench. */
  starter: boolean;
}

/**
 * Who a reporter picks from for a side's event: the team sheet, starters first, when one is saved;
 * the squad otherwise (a game whose line-ups nobody entered yet).
 */
export function deskPlayers(sheet: TeamSheet | null | undefined, squad: readonly Player[]): DeskPlayer[] {
  if (sheet) {
    const entry = (starter: boolean) => (e: TeamSheet['starters'][number]) => ({
      id: e.player.id ?? null,
      name: e.player.name,
      shirtNumber: e.shirtNumber,
      starter,
    });
    return [...sheet.starters.map(entry(true)), ...sheet.bench.map(entry(false))];
  }
  return squad.map((p) => ({ id: p.id, name: p.name, shirtNumber: p.shirtNumber, starter: true }));
}
