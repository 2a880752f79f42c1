import type { CardsRow, LeaderRow, PageData, PlayerRef, PublicRef } from '@meydan/shared-types/public';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { Link } from '../../components/ui/Link';
import { Section } from '../../components/ui/Section';
import { EmptyState } from '../../components/ui/Skeleton';
import { paths } from '../../config/paths';
import { faDigits, faNumber } from '../../lib/format';

function PlayerCells({ player, team }: { player: PlayerRef; team: PublicRef | null }) {
  return (
    <>
      <th scope="row" className="leaders__player">
        <Link to={paths.player(player.id, player.slug)}>{player.name}</Link>
      </th>
      <td className="leaders__team">{team ? <Link to={paths.team(team.id, team.slug)}>{team.title}</Link> : '—'}</td>
    </>
  );
}

/** A count column: its heading, its class and the figure it reads from a row. */
interface CountColumn<R> {
  heading: string;
  className: string;
  value: (row: R) => number;
}

/** Rank, player, team, then the board's own counts (goals, assists, or yellow and red cards). */
function LeaderTable<R extends { rank: number; player: PlayerRef; team: PublicRef | null }>({
  rows,
  caption,
  columns,
}: {
  rows: R[];
  caption: string;
  columns: CountColumn<R>[];
}) {
  return (
    <table className="leaders">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">رتبه</th>
          <th scope="col">بازیکن</th>
          <th scope="col">تیم</th>
          {columns.map((c) => (
            <th key={c.heading} scope="col">
              {c.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.player.id}>
            <td className="leaders__rank">{faDigits(r.rank)}</td>
            <PlayerCells player={r.player} team={r.team} />
            {columns.map((c) => (
              <td key={c.heading} className={c.className}>
                {faNumber(c.value(r))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const countOf = (heading: string): CountColumn<LeaderRow>[] => [{ heading, className: 'leaders__count', value: (r) => r.count }];
const CARD_COLUMNS: CountColumn<CardsRow>[] = [
  { heading: 'زرد', className: 'leaders__count leaders__count--yellow', value: (r) => r.yellow },
  { heading: 'قرمز', className: 'leaders__count leaders__count--red', value: (r) => r.red },
];

export function LeagueScorersPage({ data }: { data: PageData<'scorers'> }) {
  const { league, sport, season, scorers, assists, cards } = data;
  const table = paths.leagueTable(league.id, league.slug);
  const none = <EmptyState>هنوز رویدادی در این فصل ثبت نشده است.</EmptyState>;
  return (
    <div className="container scorers-page">
      <Breadcrumbs
        items={[
          { label: sport.title, to: paths.sport(sport.id, sport.slug) },
          { label: league.title, to: table },
          { label: 'آمار بازیکنان' },
        ]}
      />
      <div className="page-head">
        <h1 className="page-title">
          آمار بازیکنان {league.title} <span className="page-title__sub">فصل {faDigits(season.title)}</span>
        </h1>
        <Link className="button button--ghost" to={table}>
          جدول لیگ
        </Link>
      </div>
      <div className="scorers-grid">
        <Section title="برترین گلزنان" id="top-scorers">
          {scorers.length ? <LeaderTable rows={scorers} caption="برترین گلزنان" columns={countOf('گل')} /> : none}
        </Section>
        <Section title="بیشترین پاس گل" id="top-assists">
          {assists.length ? <LeaderTable rows={assists} caption="بیشترین پاس گل" columns={countOf('پاس گل')} /> : none}
        </Section>
        <Section title="بیشترین کارت" id="most-cards">
          {cards.length ? <LeaderTable rows={cards} caption="بیشترین کارت" columns={CARD_COLUMNS} /> : none}
        </Section>
      </div>
    </div>
  );
}

export default LeagueScorersPage;
