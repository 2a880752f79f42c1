import { Link } from '../ui/Link';
import { formatTime } from '@meydan/shared-types/calendar';
import { type GameCard } from '@meydan/shared-types/public';
import { paths } from '../../config/paths';
import { DateText, TimeText } from '../../lib/calendar';
import { faDigits } from '../../lib/format';
import { GAME_STATUS_LABEL, hasScore } from '../../lib/game-labels';
import { LiveMinute } from './LiveMinute';
import { TeamLink } from './TeamName';

interface GameRowOptions {
  showDate?: boolean;
  /** Off under a league's own heading. */
  showLeague?: boolean;
}

/**
 * One game on a line: home team, score (or kickoff time), away team. The score is the link to the game
 * page and stretches over the whole row; the team names sit above it and lead to the teams' pages.
 */
export function GameRow({ game, showDate = true, showLeague = true }: { game: GameCard } & GameRowOptions) {
  const scored = hasScore(game.status) && game.homeScore !== null && game.awayScore !== null;
  const live = game.status === 'live' || game.status === 'half_time';
  const label = scored
    ? `${game.home.title} ${faDigits(game.homeScore ?? 0)} - ${faDigits(game.awayScore ?? 0)} ${game.away.title}`
    : `${game.home.title} - ${game.away.title}، ساعت ${formatTime(game.kickoffAt)}`;
  return (
    <li className={`game-row ${live ? 'game-row--live' : ''}`}>
      <div className="game-row__line">
        <TeamLink team={game.home} className="game-row__team game-row__team--home" />
        <Link
          to={paths.game(game.id, game.slug)}
          className="game-row__link game-row__score"
          aria-label={`${label}، ${GAME_STATUS_LABEL[game.status]}`}
        >
          {scored ? (
            <>
              <b>{faDigits(game.homeScore ?? 0)}</b>
              <span aria-hidden="true">-</span>
              <b>{faDigits(game.awayScore ?? 0)}</b>
            </>
          ) : (
            <TimeText iso={game.kickoffAt} />
          )}
        </Link>
        <TeamLink team={game.away} className="game-row__team game-row__team--away" />
      </div>
      <p className="game-row__meta meta">
        {showLeague && game.league && <span>{game.league.title}</span>}
        {showDate && <DateText iso={game.kickoffAt} />}
        <span className={`status status--${game.status}`}>{GAME_STATUS_LABEL[game.status]}</span>
        {live && <LiveMinute game={game} />}
      </p>
    </li>
  );
}

export function GameList({ games, ...options }: { games: GameCard[] } & GameRowOptions) {
  return (
    <ul className="game-list">
      {games.map((g) => (
        <GameRow key={g.id} game={g} {...options} />
      ))}
    </ul>
  );
}
