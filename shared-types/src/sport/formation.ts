import type { PlayerPosition } from '../schemas/player.js';
import { toLatinDigits } from '../text/digits.js';

/** Outfield players a football formation places; the goalkeeper makes eleven. */
export const OUTFIELD_PLAYERS = 10;
export const STARTERS = OUTFIELD_PLAYERS + 1;

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
