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

function LeaderTable({ rows, caption, unit }: { rows: LeaderRow[]; caption: string; unit: string }) {
  return (
    <table className="leaders">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">رتبه</th>
          <th scope="col">بازیکن</th>
          <th scope="col">تیم</th>
          <th scope="col">{unit}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.player.id}>
            <td className="leaders__rank">{faDigits(r.rank)}</td>
            <PlayerCells player={r.player} team={r.team} />
            <td className="leaders__count">{faNumber(r.count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CardsTable({ rows }: { rows: CardsRow[] }) {
  return (
    <table className="leaders">
      <caption className="visually-hidden">بیشترین کارت</caption>
      <thead>
        <tr>
          <th scope="col">رتبه</th>
          <th scope="col">بازیکن</th>
          <th scope="col">تیم</th>
          <th scope="col">زرد</th>
          <th scope="col">قرمز</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.player.id}>
            <td className="leaders__rank">{faDigits(r.rank)}</td>
            <PlayerCells player={r.player} team={r.team} />
            <td className="leaders__count leaders__count--yellow">{faNumber(r.yellow)}</td>
            <td className="leaders__count leaders__count--red">{faNumber(r.red)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** `/league/{id}/scorers/{slug}`: the current season's top scorers, assists and cards. */
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
          {scorers.length ? <LeaderTable rows={scorers} caption="برترین گلزنان" unit="گل" /> : none}
        </Section>
        <Section title="بیشترین پاس گل" id="top-assists">
          {assists.length ? <LeaderTable rows={assists} caption="بیشترین پاس گل" unit="پاس گل" /> : none}
        </Section>
        <Section title="بیشترین کارت" id="most-cards">
          {cards.length ? <CardsTable rows={cards} /> : none}
        </Section>
      </div>
    </div>
  );
}

export default LeagueScorersPage;
