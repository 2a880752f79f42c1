import type { PlayerPosition } from '../schemas/player.js';
import { toLatinDigits } from '../text/digits.js';

/**
 * How a sport's team sheet starts: how many players, and whether one of them keeps goal behind lines
 * a formation names (football's 4-3-3, futsal's 2-2). Without a goalkeeper (volleyball) the formation
 * is an optional note and places no one.
 */
export interface LineupShape {
  starters: number;
  hasGoalkeeper: boolean;
}

/** Football's eleven, and the shape of a sport nobody has said otherwise of. */
export const FOOTBALL_LINEUP: LineupShape = { starters: 11, hasGoalkeeper: true };

/** The bounds of a sport's starters: one (a singles match) to fifteen (rugby union). */
export const STARTERS_RANGE = { min: 1, max: 15 } as const;

/** Players a formation's lines add up to: the starters but the goalkeeper. */
export const outfieldOf = (shape: LineupShape) => shape.starters - 1;

/** A formation to show as an example and to start a sheet from: 4-3-3 for eleven, 2-2 for futsal's five. */
export function formationExample(shape: LineupShape): string {
  const outfield = outfieldOf(shape);
  if (outfield === 10) return '4-3-3';
  if (outfield < 2) return '';
  return formationText([Math.ceil(outfield / 2), Math.floor(outfield / 2)]);
}

/**
 * The lines of a formation from the back (`4-3-3` → [4, 3, 3]), Persian digits and any dash accepted;
 * null when it is not two to five lines of one to nine players. Whether they add up to ten is the
 * caller's question: a formation with the wrong sum is still a formation to name in a message.
 */
export function formationLines(formation: string): number[] | null {
  const text = toLatinDigits(formation.trim()).replace(/\s*[-–—_/]\s*/g, '-');
  if (!/^[1-9](-[1-9]){1,4}$/.test(text)) return null;
  return text.split('-').map(Number);
}

/** The formation as stored and shown: Latin digits joined by hyphens. */
export const formationText = (lines: readonly number[]) => lines.join('-');

/**
 * The position of each starter when the eleven are listed goalkeeper first and then line by line from
 * the back: the first line defends, the last attacks, the lines between play in midfield.
 */
export function formationPositions(lines: readonly number[]): PlayerPosition[] {
  const out: PlayerPosition[] = ['goalkeeper'];
  lines.forEach((count, i) => {
    const position: PlayerPosition = i === 0 ? 'defender' : i === lines.length - 1 ? 'forward' : 'midfielder';
    for (let n = 0; n < count; n++) out.push(position);
  });
  return out;
}
