import type { GameLineupInput, GameSide, LineupEntry, LineupEntryInput, TeamSheet, TeamSheetInput } from '@meydan/shared-types/schemas';
import {
  formationExample,
  formationLines,
  formationPositions,
  formationText,
  outfieldOf,
  type LineupShape,
} from '@meydan/shared-types/sport';
import { normalizeText, toPersianDigits } from '@meydan/shared-types/text';
import type { TeamSheets } from '../../model/game-lineup.record.js';
import type { Squads } from './squads.js';

type Errors = Record<string, string>;

const fa = (n: number | string) => toPersianDigits(n);

/**
 * Why a formation is refused, or null: lines of one to nine that, with the goalkeeper, make the sport's
 * starters. A sport without a goalkeeper takes any note, or none.
 */
function formationError(formation: string, shape: LineupShape): string | null {
  if (!shape.hasGoalkeeper) return null;
  const lines = formationLines(formation);
  if (!lines) return `آرایش را به شکل ${fa(formationExample(shape))} بنویسید: دو تا پنج خط، در هر خط یک تا نه بازیکن.`;
  const sum = lines.reduce((a, b) => a + b, 0);
  const outfield = outfieldOf(shape);
  if (sum !== outfield) return `جمع خطوط آرایش باید ${fa(outfield)} باشد (بی دروازه‌بان)؛ این آرایش ${fa(sum)} است.`;
  return null;
}

/**
 * One side's sheet checked against its squad and resolved to what is stored: squad players named and
 * numbered as their records say unless the sheet says otherwise, starters placed by the formation.
 */
function resolveSheet(
  side: GameSide,
  sheet: TeamSheetInput,
  shape: LineupShape,
  squad: Squads[GameSide],
  teamTitle: string,
  errors: Errors,
): TeamSheet {
  const lines = shape.hasGoalkeeper ? formationLines(sheet.formation) : null;
  const fError = formationError(sheet.formation, shape);
  if (fError) errors[`${side}.formation`] = fError;
  if (sheet.starters.length !== shape.starters) {
    errors[`${side}.starters`] =
      `ترکیب اصلی باید دقیقاً ${fa(shape.starters)} بازیکن داشته باشد؛ اکنون ${fa(sheet.starters.length)} بازیکن است.`;
  }
  const placed = lines && !fError ? formationPositions(lines) : [];
  const seenPlayers = new Set<string>();
  const seenNumbers = new Set<number>();

  const resolve = (entry: LineupEntryInput, at: string, defaultPosition: LineupEntry['position']): LineupEntry => {
    const { id, name } = entry.player;
    const known = id ? squad.get(id) : undefined;
    const typed = normalizeText(name ?? '');
    if (id && !known) errors[`${at}.player`] = `این بازیکن در فهرست بازیکنان ${teamTitle} نیست.`;
    else if (!id && !typed) errors[`${at}.player`] = 'بازیکن را از فهرست تیم انتخاب کنید یا نامش را بنویسید.';
    const key = id ? `#${id}` : typed;
    if (key && seenPlayers.has(key)) errors[`${at}.player`] ??= 'این بازیکن بیش از یک بار در این ترکیب آمده است.';
    seenPlayers.add(key);
    const shirtNumber = entry.shirtNumber === undefined ? (known?.shirtNumber ?? null) : entry.shirtNumber;
    if (shirtNumber !== null && seenNumbers.has(shirtNumber)) {
      errors[`${at}.shirtNumber`] = `شمارهٔ ${fa(shirtNumber)} بیش از یک بار در این ترکیب آمده است.`;
    }
    if (shirtNumber !== null) seenNumbers.add(shirtNumber);
    return {
      player: known ? { id: known.id, name: known.name } : { name: typed },
      shirtNumber,
      position: entry.position ?? defaultPosition ?? known?.position ?? null,
    };
  };

  return {
    formation: lines ? formationText(lines) : normalizeText(sheet.formation),
    coach: sheet.coach ? normalizeText(sheet.coach) || null : null,
    starters: sheet.starters.map((e, i) => resolve(e, `${side}.starters.${i}`, placed[i] ?? null)),
    bench: (sheet.bench ?? []).map((e, i) => resolve(e, `${side}.bench.${i}`, null)),
  };
}

/** Both sheets of a save, resolved against the sport's shape, with every refusal as a Persian message on its field. */
export function resolveLineups(
  input: Pick<GameLineupInput, 'home' | 'away'>,
  shape: LineupShape,
  squads: Squads,
  teamTitles: Record<GameSide, string>,
): { sheets: TeamSheets; errors: Errors } {
  const errors: Errors = {};
  const sheets: TeamSheets = { home: null, away: null };
  for (const side of ['home', 'away'] as const) {
    const sheet = input[side];
    if (sheet) sheets[side] = resolveSheet(side, sheet, shape, squads[side], teamTitles[side], errors);
  }
  return { sheets, errors };
}
