import { publicPaths, type PublicTeamRef } from '@meydan/shared-types/public';
import { Link } from '../../../components/ui/Link';
import { DateText } from '../../../lib/calendar';
import { faDigits } from '../../../lib/format';
import type { FormGame, HeadToHead as HeadToHeadData } from './centre-types';

const RESULT_LABEL = { W: 'برد', D: 'مساوی', L: 'باخت' } as const;
const RESULT_SHORT = { W: 'ب', D: 'م', L: 'ش' } as const;

interface Props {
  data: HeadToHeadData;
  home: PublicTeamRef;
  away: PublicTeamRef;
}

/** A result as a chip, read out whole: «برد ۲-۱ مقابل استقلال». */
function FormChip({ game }: { game: FormGame }) {
  const said = `${RESULT_LABEL[game.result]} ${faDigits(game.goalsFor)}-${faDigits(game.goalsAgainst)} ${game.atHome ? 'مقابل' : 'در خانهٔ'} ${game.opponent.title}`;
  return (
    <li>
      <Link to={publicPaths.game(game.id, game.slug)} className={`form form--${game.result} form--link`} title={said}>
        <span aria-hidden="true">{RESULT_SHORT[game.result]}</span>
        <span className="visually-hidden">{said}</span>
      </Link>
    </li>
  );
}

/** The two teams' last meetings, their record over them, and each team's latest results. */
export function HeadToHead({ data, home, away }: Props) {
  const { meetings, record, form } = data;
  const team = (t: PublicTeamRef) => t.shortTitle || t.title;
  return (
    <div className="h2h">
      {meetings.length === 0 ? (
        <p className="empty-state">این دو تیم پیش‌تر با هم بازی نکرده‌اند.</p>
      ) : (
        <>
          <p className="h2h__record">
            <span>
              {team(home)}: <b>{faDigits(record.homeWins)}</b> برد
            </span>
            <span>
              <b>{faDigits(record.draws)}</b> مساوی
            </span>
            <span>
              {team(away)}: <b>{faDigits(record.awayWins)}</b> برد
            </span>
          </p>
          <ol className="h2h__meetings">
            {meetings.map((m) => (
              <li key={m.id}>
                <Link to={publicPaths.game(m.id, m.slug)} className="h2h__meeting">
                  <span className="h2h__date">
                    <DateText iso={m.kickoffAt} />
                  </span>
                  <span className="h2h__team">{team(m.home)}</span>
                  {/* Seen as a scoreboard, each score beside its team (home on the right); heard in reading order. */}
                  <b className="h2h__score" dir="ltr" aria-hidden="true">
                    {faDigits(m.awayScore)} - {faDigits(m.homeScore)}
                  </b>
                  <span className="visually-hidden">
                    {faDigits(m.homeScore)} - {faDigits(m.awayScore)}
                  </span>
                  <span className="h2h__team h2h__team--away">{team(m.away)}</span>
                </Link>
              </li>
            ))}
          </ol>
        </>
      )}
      <div className="h2h__form">
        {(['home', 'away'] as const).map((side) => {
          const t = side === 'home' ? home : away;
          return (
            <div key={side} className="h2h__form-team">
              <h3 className="h2h__form-title">آخرین نتایج {team(t)}</h3>
              {form[side].length === 0 ? (
                <p className="meta">نتیجه‌ای ثبت نشده است.</p>
              ) : (
                <ol className="h2h__chips" aria-label={`آخرین نتایج ${t.title}، از تازه‌ترین`}>
                  {form[side].map((g) => (
                    <FormChip key={g.id} game={g} />
                  ))}
                </ol>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
