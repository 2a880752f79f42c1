import { faDigits } from '../../lib/format';
import type { Minute, PlayerMarks as Marks } from './lineup-marks';

const minuteText = (m: Minute) => `${faDigits(m.minute)}${m.extraMinute ? `+${faDigits(m.extraMinute)}` : ''}′`;

/** Drawn rather than an emoji: a phone without an emoji font would show an empty box. */
const Ball = () => (
  <svg className="player-marks__ball" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
    <circle cx="8" cy="8" r="7" />
    <path d="M8 4.6l3.1 2.3-1.2 3.6H6.1L4.9 6.9z" />
  </svg>
);

/** Goals, the card and the substitution of a player, as small signs with their words for screen readers. */
export function PlayerMarks({ marks }: { marks: Marks }) {
  const { goals, ownGoals, card, cameOn, wentOff } = marks;
  if (!goals && !ownGoals && !card && !cameOn && !wentOff) return null;
  return (
    <span className="player-marks">
      {goals > 0 && (
        <span className="player-marks__goal">
          <Ball />
          {goals > 1 && <span aria-hidden="true">×{faDigits(goals)}</span>}
          <span className="visually-hidden">{goals > 1 ? `${faDigits(goals)} گل` : 'گل'}</span>
        </span>
      )}
      {ownGoals > 0 && (
        <span className="player-marks__goal player-marks__goal--own">
          <Ball />
          {ownGoals > 1 && <span aria-hidden="true">×{faDigits(ownGoals)}</span>}
          <span className="visually-hidden">گل به خودی</span>
        </span>
      )}
      {card && (
        <span className={`player-marks__card player-marks__card--${card}`}>
          <span className="visually-hidden">{card === 'red' ? 'اخراج' : 'کارت زرد'}</span>
        </span>
      )}
      {cameOn && (
        <span className="player-marks__sub player-marks__sub--on">
          <span aria-hidden="true">▲</span>
          <span className="visually-hidden">ورود در دقیقهٔ</span> {minuteText(cameOn)}
        </span>
      )}
      {wentOff && (
        <span className="player-marks__sub player-marks__sub--off">
          <span aria-hidden="true">▼</span>
          <span className="visually-hidden">خروج در دقیقهٔ</span> {minuteText(wentOff)}
        </span>
      )}
    </span>
  );
}
