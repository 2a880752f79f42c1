import type { GameEvent, LineupEntry, PublicTeamRef, TeamSheet } from '@meydan/shared-types/public';
import { formationLines } from '@meydan/shared-types/sport';
import { faDigits } from '../../lib/format';
import { marksOf } from './lineup-marks';
import { PlayerMarks } from './PlayerMarks';

export interface SideSheet {
  side: 'home' | 'away';
  team: PublicTeamRef;
  sheet: TeamSheet | null;
  /** That side's events only: a name is matched within its own team. */
  events: readonly GameEvent[];
  /** Whether the sport's first starter keeps goal (see `linesOf`). */
  hasGoalkeeper: boolean;
}

/**
 * The starters in lines from the back forward. With a goalkeeper (football, futsal), the first starter
 * keeps goal behind the lines the formation names. Without one (volleyball), a formation is a note on
 * roles ("5-1": five hitters and a setter), not places: the starters stand in two rows, back and front.
 */
function linesOf(sheet: TeamSheet, hasGoalkeeper: boolean): LineupEntry[][] {
  if (!hasGoalkeeper) {
    const back = Math.ceil(sheet.starters.length / 2);
    return [sheet.starters.slice(0, back), sheet.starters.slice(back)].filter((line) => line.length > 0);
  }
  const [keeper, ...outfield] = sheet.starters;
  const sizes = formationLines(sheet.formation) ?? [outfield.length];
  const lines: LineupEntry[][] = [[keeper]];
  let at = 0;
  for (const size of sizes) {
    lines.push(outfield.slice(at, at + size));
    at += size;
  }
  return lines.filter((line) => line.length > 0 && line[0]);
}

function Half({ side, team, sheet, events, hasGoalkeeper }: SideSheet) {
  const title = team.shortTitle || team.title;
  if (!sheet) {
    return (
      <div className={`pitch__half pitch__half--${side} pitch__half--empty`}>
        <p className="pitch__caption">ترکیب {title} اعلام نشده است.</p>
      </div>
    );
  }
  return (
    <div className={`pitch__half pitch__half--${side}`} role="group" aria-label={`ترکیب اصلی ${team.title}`}>
      <p className="pitch__caption">
        {title} {/* In the page's direction, as Persian writes a formation: the back line's number on the right. */}
        <span className="pitch__formation">{faDigits(sheet.formation)}</span>
      </p>
      <div className="pitch__lines">
        {linesOf(sheet, hasGoalkeeper).map((line, i) => (
          <ol key={i} className="pitch__line">
            {line.map((entry, j) => (
              <li key={j} className="pitch__player">
                <span className="pitch__shirt">{entry.shirtNumber === null ? '' : faDigits(entry.shirtNumber)}</span>
                <bdi className="pitch__name">{entry.player.name}</bdi>
                <PlayerMarks marks={marksOf(entry, events)} />
              </li>
            ))}
          </ol>
        ))}
      </div>
    </div>
  );
}

/**
 * Both sides' starters on one pitch, right to left: the home side on the right attacking leftwards, the visitors
 * on the left. On a phone the pitch stands upright, home at the top: eleven names side by side in half of
 * a phone's width cannot be read.
 */
export function Pitch({ home, away }: { home: SideSheet; away: SideSheet }) {
  return (
    <div className="pitch">
      <Half {...home} />
      <Half {...away} />
    </div>
  );
}
