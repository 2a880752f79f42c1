import { Link } from '../../components/ui/Link';
import type { PublicRef, TeamStanding } from '@meydan/shared-types/public';
import { paths } from '../../config/paths';
import { LeagueTableView } from '../../components/cards/LeagueTableView';
import { faDigits } from '../../lib/format';

/** The team's place in a current season: its rank, the rows around it, and the way to the whole table. */
export function TeamStandings({ standing, sport, teamId }: { standing: TeamStanding; sport: PublicRef; teamId: number }) {
  const table = paths.leagueTable(standing.league.id, standing.league.slug);
  return (
    <div className="team-standing">
      <p className="team-standing__rank">
        <span className="team-standing__place">{faDigits(standing.rank)}</span>
        <span>
          رتبه در <Link to={table}>{standing.league.title}</Link>
          <span className="meta">
            فصل {standing.season.title} · از {faDigits(standing.teamCount)} تیم
          </span>
        </span>
      </p>
      <LeagueTableView
        table={{ league: standing.league, sport, season: standing.season, zones: [], rows: standing.rows }}
        compact
        highlight={teamId}
      />
      <Link className="button button--ghost team-standing__more" to={table}>
        جدول کامل {standing.league.title}
      </Link>
    </div>
  );
}
