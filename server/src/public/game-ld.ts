import { publicPaths } from '@meydan/shared-types/public';
import { type PageData } from '@meydan/shared-types/schemas';
import { tehranIso } from '@meydan/shared-types/calendar';
import { GAME_EVENT_LABELS } from '@meydan/shared-types/labels';
import { toPersianDigits } from '@meydan/shared-types/text';
import { absolute, summarize } from './head.js';
import type { LoaderContext } from './context.js';

type Json = Record<string, unknown>;
type Game = PageData<'game'>['game'];

/*
 * schema.org names only the ways an event departs from its plan; a game under way, finished or awarded
 * is one that took place as scheduled.
 */
const EVENT_STATUS: Partial<Record<Game['status'], string>> = {
  postponed: 'https://schema.org/EventPostponed',
  cancelled: 'https://schema.org/EventCancelled',
};
const PLAYING: readonly Game['status'][] = ['live', 'half_time'];
/** The latest moments a live blog carries in the page's head; the page itself shows them all. */
const LIVE_UPDATES = 10;

const minuteText = (minute: number, extra: number | null | undefined) => toPersianDigits(extra ? `${minute}+${extra}` : `${minute}`);

/** The game's `SportsEvent`, and while it is played the `LiveBlogPosting` that covers it. */
export function gameLd(ctx: LoaderContext, game: Game, name: string): Json[] {
  const canonical = publicPaths.game(game.id, game.slug);
  const url = absolute(ctx, canonical);
  const { home, away, league, stadium } = game;
  const team = (t: Game['home']) => ({ '@type': 'SportsTeam', name: t.title, url: absolute(ctx, publicPaths.team(t.id, t.slug)) });
  const event: Json = {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    '@id': `${url}#event`,
    name,
    startDate: tehranIso(game.kickoffAt),
    url,
    eventStatus: EVENT_STATUS[game.status] ?? 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    homeTeam: team(home),
    awayTeam: team(away),
    competitor: [team(home), team(away)],
    ...(stadium ? { location: { '@type': 'Place', name: stadium.title, address: stadium.city ?? stadium.title } } : {}),
    ...(league
      ? { superEvent: { '@type': 'SportsEvent', name: league.title, url: absolute(ctx, publicPaths.leagueTable(league.id, league.slug)) } }
      : {}),
  };
  if (!PLAYING.includes(game.status)) return [event];
  const started = game.clock?.startedAt ?? game.kickoffAt;
  // The reporters' lines once they write any; the recorded moments until then.
  const updates = game.commentary.entries.length
    ? game.commentary.entries.slice(0, LIVE_UPDATES).map((e) => {
        const headline = `${minuteText(e.minute, e.extraMinute)}′ ${summarize(e.text, 110)}`;
        return { '@type': 'BlogPosting', headline, articleBody: e.text };
      })
    : [...game.events]
        .reverse()
        .slice(0, LIVE_UPDATES)
        .map((e) => {
          const side = e.side === 'home' ? home.title : away.title;
          const headline = `${minuteText(e.minute, e.extraMinute)}′ ${GAME_EVENT_LABELS[e.type]}: ${e.player} (${side})`;
          return { '@type': 'BlogPosting', headline, articleBody: e.relatedPlayer ? `${headline}، ${e.relatedPlayer}` : headline };
        });
  const live: Json = {
    '@context': 'https://schema.org',
    '@type': 'LiveBlogPosting',
    '@id': `${url}#live`,
    headline: `گزارش زنده ${name}`,
    url,
    inLanguage: 'fa-IR',
    coverageStartTime: tehranIso(started),
    about: { '@id': `${url}#event` },
    liveBlogUpdate: updates,
  };
  return [event, live];
}
