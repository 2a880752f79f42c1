import type { GameEvent, PublicTeamRef } from '@meydan/shared-types/public';
import { GAME_EVENT_LABELS } from '@meydan/shared-types/labels';
import { GAME_EVENT_ICON } from '../../../lib/game-labels';
import { minuteText } from './minute';
import type { CommentaryEntry } from './centre-types';

const KEY_EVENTS: readonly GameEvent['type'][] = [
  'goal',
  'own_goal',
  'penalty_goal',
  'penalty_missed',
  'second_yellow',
  'red_card',
  'yellow_card',
];
const SHORT = 70;

interface Moment {
  key: string;
  minute: number;
  extra: number;
  icon: string;
  text: string;
  kind: string;
}

interface Props {
  events: readonly GameEvent[];
  entries: readonly CommentaryEntry[];
  home: PublicTeamRef;
  away: PublicTeamRef;
}

const cut = (text: string) => (text.length > SHORT ? `${text.slice(0, SHORT).trimEnd()}…` : text);

/** Goals, cards and the lines staff marked key, newest first: the match at a glance above its commentary. */
export function KeyMoments({ events, entries, home, away }: Props) {
  const team = { home: home.shortTitle || home.title, away: away.shortTitle || away.title };
  const moments: Moment[] = [
    ...events
      .filter((e) => KEY_EVENTS.includes(e.type))
      .map((e) => ({
        key: `e${e.id}`,
        minute: e.minute,
        extra: e.extraMinute ?? 0,
        icon: GAME_EVENT_ICON[e.type],
        text: `${GAME_EVENT_LABELS[e.type]}: ${e.player} (${team[e.side]})`,
        kind: e.type,
      })),
    ...entries
      .filter((e) => e.kind === 'key')
      .map((e) => ({ key: `c${e.id}`, minute: e.minute, extra: e.extraMinute ?? 0, icon: '★', text: cut(e.text), kind: 'key' })),
  ].sort((a, b) => b.minute - a.minute || b.extra - a.extra);
  if (moments.length === 0) return null;
  return (
    <section className="key-moments" aria-labelledby="key-moments-title">
      <h3 id="key-moments-title" className="key-moments__title">
        لحظه‌های مهم
      </h3>
      {/* A strip that scrolls sideways: focusable, so a keyboard can scroll it too. */}
      <ol className="key-moments__list" tabIndex={0} aria-labelledby="key-moments-title">
        {moments.map((m) => (
          <li key={m.key} className={`key-moments__item key-moments__item--${m.kind}`}>
            <span className="key-moments__minute">{minuteText(m.minute, m.extra)}</span>
            <span aria-hidden="true">{m.icon}</span> {m.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
