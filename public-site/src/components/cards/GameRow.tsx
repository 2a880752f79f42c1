import { Link } from 'react-router-dom';
import type { GameCard } from '@meydan/shared-types';
import { paths } from '../../config/paths';
import { DateText, TimeText } from '../../lib/calendar';
import { faDigits } from '../../lib/format';
import { GAME_STATUS_LABEL, hasScore } from '../../lib/game-labels';
import { TeamName } from './TeamName';

/** One game on a line: home team, score (or kickoff time), away team; the whole line links to the result. */
export function GameRow({ game, showDate = true }: { game: GameCard; showDate?: boolean }) {
  const scored = hasScore(game.status) && game.homeScore !== null && game.awayScore !== null;
  const live = game.status === 'live' || game.status === 'half_time';
  return (
    <li className={`game-row ${live ? 'game-row--live' : ''}`}>
      <Link to={paths.game(game.id, game.slug)} className="game-row__link">
        <TeamName team={game.home} className="game-row__team game-row__team--home" />
        <span className="game-row__score" aria-label={scored ? `${game.homeScore} - ${game.awayScore}` : undefined}>
          {scored ? (
            <>
              <b>{faDigits(game.homeScore ?? 0)}</b>
              <span aria-hidden="true">-</span>
              <b>{faDigits(game.awayScore ?? 0)}</b>
            </>
          ) : <TimeText iso={game.kickoffAt} />}
        </span>
        <TeamName team={game.away} className="game-row__team game-row__team--away" />
      </Link>
      <p className="game-row__meta meta">
        {game.league && <span>{game.league.title}</span>}
        {showDate && <DateText iso={game.kickoffAt} />}
        <span className={`status status--${game.status}`}>{GAME_STATUS_LABEL[game.status]}</span>
      </p>
    </li>
  );
}

export function GameList({ games, showDate }: { games: GameCard[]; showDate?: boolean }) {
  return <ul className="game-list">{games.map((g) => <GameRow key={g.id} game={g} showDate={showDate} />)}</ul>;
}
