import type { GameEvent, PublicTeamRef, TeamSheet } from '@meydan/shared-types/public';
import { faDigits } from '../../lib/format';
import { marksOf } from './lineup-marks';
import { Pitch, type SideSheet } from './Pitch';
import { PlayerMarks } from './PlayerMarks';

interface LineupsProps {
  home: PublicTeamRef;
  away: PublicTeamRef;
  lineups: { home: TeamSheet | null; away: TeamSheet | null };
  events: readonly GameEvent[];
  /** Whether the sport's first starter keeps goal. */
  hasGoalkeeper: boolean;
}

function Bench({ team, sheet, events }: SideSheet) {
  return (
    <div className="lineup-side">
      <h3 className="lineup-side__team">{team.title}</h3>
      {sheet?.coach && (
        <p className="lineup-side__coach">
          سرمربی: <b>{sheet.coach}</b>
        </p>
      )}
      {sheet && sheet.bench.length > 0 && (
        <>
          <h4 className="lineup-side__head">ذخیره‌ها</h4>
          <ol className="lineup-side__bench">
            {sheet.bench.map((entry, i) => (
              <li key={i}>
                <span className="lineup-side__shirt">{entry.shirtNumber === null ? '' : faDigits(entry.shirtNumber)}</span>
                <bdi className="lineup-side__name">{entry.player.name}</bdi>
                <PlayerMarks marks={marksOf(entry, events)} />
              </li>
            ))}
          </ol>
        </>
      )}
      {!sheet && <p className="meta">ترکیب این تیم اعلام نشده است.</p>}
    </div>
  );
}

/** The two team sheets: the elevens on the pitch, then each bench and coach, home on the right. */
export function Lineups({ home, away, lineups, events, hasGoalkeeper }: LineupsProps) {
  if (!lineups.home && !lineups.away) return null;
  const sides: [SideSheet, SideSheet] = [
    { side: 'home', team: home, sheet: lineups.home, events: events.filter((e) => e.side === 'home'), hasGoalkeeper },
    { side: 'away', team: away, sheet: lineups.away, events: events.filter((e) => e.side === 'away'), hasGoalkeeper },
  ];
  return (
    <section className="section lineups" aria-labelledby="lineups-title">
      <header className="section__head">
        <h2 id="lineups-title" className="section__title">
          ترکیب دو تیم
        </h2>
      </header>
      <Pitch home={sides[0]} away={sides[1]} />
      <div className="lineup-sides">
        <Bench {...sides[0]} />
        <Bench {...sides[1]} />
      </div>
    </section>
  );
}
