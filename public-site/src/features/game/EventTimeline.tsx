import type { GameEvent, PublicTeamRef } from '@meydan/shared-types/public';
import { faDigits } from '../../lib/format';
import { GAME_EVENT_ICON, GAME_EVENT_LABEL } from '../../lib/game-labels';

interface EventTimelineProps {
  events: GameEvent[];
  home: PublicTeamRef;
  away: PublicTeamRef;
}

/**
 * Events in minute order; home events on the right, away events on the left, as on a scoreboard. Each
 * names its team too: on a phone the rows are full width, and a shade alone tells no one the side.
 */
export function EventTimeline({ events, home, away }: EventTimelineProps) {
  if (events.length === 0) return <p className="empty-state">رویدادی ثبت نشده است.</p>;
  const sorted = [...events].sort((a, b) => a.minute - b.minute || (a.extraMinute ?? 0) - (b.extraMinute ?? 0));
  const teamOf = { home: home.shortTitle || home.title, away: away.shortTitle || away.title };
  return (
    <ol className="timeline">
      {sorted.map((e) => (
        <li key={e.id} className={`timeline__event timeline__event--${e.side} timeline__event--${e.type}`}>
          <span className="timeline__minute">
            {faDigits(e.minute)}
            {e.extraMinute ? `+${faDigits(e.extraMinute)}` : ''}′
          </span>
          <span className="timeline__icon" aria-hidden="true">
            {GAME_EVENT_ICON[e.type]}
          </span>
          <span className="timeline__text">
            <b>{e.player}</b>{' '}
            <span className="timeline__detail">
              {GAME_EVENT_LABEL[e.type]}
              {e.relatedPlayer && ` (${e.type === 'substitution' ? 'به جای' : 'پاس گل:'} ${e.relatedPlayer})`}
            </span>
          </span>
          <span className={`timeline__side timeline__side--${e.side}`}>{teamOf[e.side]}</span>
        </li>
      ))}
    </ol>
  );
}
