import type { GameLineupInput, LineupEntryInput, Player, PlayerPosition, TeamSheet, TeamSheetInput } from '@meydan/shared-types/schemas';
import { formationExample, formationLines, formationPositions, type LineupShape } from '@meydan/shared-types/sport';
import type { PickedPlayer } from './PlayerPicker';

export interface EditableEntry {
  /** Local key for React lists; never sent. */
  key: string;
  player: PickedPlayer;
  shirtNumber: number | null;
  position: PlayerPosition | null;
}

export interface EditableSheet {
  formation: string;
  coach: string;
  starters: EditableEntry[];
  bench: EditableEntry[];
}

const key = () => Math.random().toString(36).slice(2);
export const newEntry = (): EditableEntry => ({ key: key(), player: { id: null, name: '' }, shirtNumber: null, position: null });

const fromPlayer = (p: Player, position: PlayerPosition | null = p.position): EditableEntry => ({
  key: key(),
  player: { id: p.id, name: p.name },
  shirtNumber: p.shirtNumber,
  position,
});

export function fromSheet(sheet: TeamSheet | null): EditableSheet | null {
  if (!sheet) return null;
  const entry = (e: TeamSheet['starters'][number]): EditableEntry => ({
    key: key(),
    player: { id: e.player.id ?? null, name: e.player.name },
    shirtNumber: e.shirtNumber,
    position: e.position,
  });
  return { formation: sheet.formation, coach: sheet.coach ?? '', starters: sheet.starters.map(entry), bench: sheet.bench.map(entry) };
}

/** The places a sheet's starters stand in: by the formation behind a goalkeeper, none without one. */
export const placesOf = (shape: LineupShape, formation: string): (PlayerPosition | null)[] =>
  shape.hasGoalkeeper ? formationPositions(formationLines(formation) ?? []) : [];

/**
 * A sheet drawn from the squad: for each place the sport's example formation makes, the first squad
 * player of that position not yet picked (anyone left when the squad is short of it), the rest on the
 * bench. Without a goalkeeper the squad's first players start, in squad order.
 */
export function sheetFromSquad(squad: readonly Player[], shape: LineupShape, benchMax: number): EditableSheet {
  const formation = formationExample(shape);
  const placed = placesOf(shape, formation);
  const places = placed.length === shape.starters ? placed : Array<PlayerPosition | null>(shape.starters).fill(null);
  const left = [...squad];
  const take = (position: PlayerPosition | null) => {
    const i = position ? left.findIndex((p) => p.position === position) : 0;
    return left.splice(i >= 0 ? i : 0, 1)[0];
  };
  const starters = places.map((position) => {
    const p = take(position);
    return p ? fromPlayer(p, position ?? p.position) : { ...newEntry(), position };
  });
  return { formation, coach: '', starters, bench: left.slice(0, benchMax).map((p) => fromPlayer(p)) };
}

/** A sheet to write by hand: as many empty places as the sport starts. */
export const emptySheet = (shape: LineupShape): EditableSheet => ({
  formation: formationExample(shape),
  coach: '',
  starters: Array.from({ length: shape.starters }, newEntry),
  bench: [],
});

// A starter's place follows the formation, which the server applies; a substitute keeps his own position.
const toEntryInput =
  (starter: boolean) =>
  (e: EditableEntry): LineupEntryInput => ({
    player: e.player.id ? { id: e.player.id } : { name: e.player.name.trim() },
    shirtNumber: e.shirtNumber,
    ...(starter ? {} : { position: e.position }),
  });

const toSheetInput = (s: EditableSheet): TeamSheetInput => ({
  formation: s.formation.trim(),
  coach: s.coach.trim() || null,
  starters: s.starters.map(toEntryInput(true)),
  bench: s.bench.map(toEntryInput(false)),
});

export const toLineupInput = (version: number, home: EditableSheet | null, away: EditableSheet | null): GameLineupInput => ({
  version,
  home: home && toSheetInput(home),
  away: away && toSheetInput(away),
});
