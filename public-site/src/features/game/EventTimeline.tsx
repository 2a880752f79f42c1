import type { GameEvent } from '@meydan/shared-types/public';
import { faDigits } from '../../lib/format';
import { GAME_EVENT_ICON, GAME_EVENT_LABEL } from '../../lib/game-labels';

/** Events in minute order; home events on the right, away events on the left, as on a scoreboard. */
export function EventTimeline({ events }: { events: GameEvent[] }) {
  if (events.length === 0) return <p className="empty-state">رویدادی ثبت نشده است.</p>;
  const sorted = [...events].sort((a, b) => a.minute - b.minute || (a.extraMinute ?? 0) - (b.extraMinute ?? 0));
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
            <b>{e.player}</b> <span className="meta">{GAME_EVENT_LABEL[e.type]}</span>
            {e.relatedPlayer && (
              <span className="meta">
                {' '}
                ({e.type === 'substitution' ? 'به جای' : 'پاس گل:'} {e.relatedPlayer})
              </span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
