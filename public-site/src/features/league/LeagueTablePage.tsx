import type { PageData } from '@meydan/shared-types/public';
import { paths } from '../../config/paths';
import { Link } from '../../components/ui/Link';
import { useNavigate } from '../../lib/navigation';
import { GameList } from '../../components/cards/GameRow';
import { LeagueTableView, ZoneLegend } from '../../components/cards/LeagueTableView';
import { NewsCard } from '../../components/cards/NewsCard';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { FollowButton } from '../../components/follow/FollowButton';
import { Section } from '../../components/ui/Section';
import { EmptyState } from '../../components/ui/Skeleton';
import { faDigits } from '../../lib/format';

/** `/league/{id}/table/{slug}`: standings of the chosen (default: current) season, zones, the week's games. */
export function LeagueTablePage({ data }: { data: PageData<'leagueTable'> }) {
  const { table, seasons, week, weekGames, news } = data;
  const navigate = useNavigate();
  const action = paths.leagueTable(table.league.id, table.league.slug);
  return (
    <div className="container">
      <Breadcrumbs
        items={[{ label: table.sport.title, to: paths.sport(table.sport.id, table.sport.slug) }, { label: table.league.title }]}
      />
      <div className="page-head">
        <h1 className="page-title">جدول {table.league.title}</h1>
        <Link className="button button--ghost" to={paths.scorers(table.league.id, table.league.slug)}>
          آمار بازیکنان
        </Link>
        <FollowButton kind="league" id={table.league.id} title={table.league.title} />
        {seasons.length > 1 && (
          <form method="get" action={action} className="season-select" onSubmit={(e) => e.preventDefault()}>
            <label htmlFor="season">فصل</label>
            <select
              id="season"
              name="season"
              value={table.season.id}
              onChange={(e) => navigate(paths.leagueTable(table.league.id, table.league.slug, Number(e.target.value)))}
            >
              {seasons.map((s) => (
                <option key={s.id} value={s.id}>
                  {faDigits(s.title)}
                </option>
              ))}
            </select>
            <noscript>
              <button type="submit" className="button">
                نمایش
              </button>
            </noscript>
          </form>
        )}
      </div>
      <div className="league-grid">
        <Section title={`فصل ${faDigits(table.season.title)}`} id="standings">
          {table.rows.length ? <LeagueTableView table={table} /> : <EmptyState>تیمی برای این فصل ثبت نشده است.</EmptyState>}
          <ZoneLegend table={table} />
        </Section>
        <aside>
          <Section title={week ? (week.title ? faDigits(week.title) : `هفته ${faDigits(week.number)}`) : 'بازی‌ها'} id="week">
            {weekGames.length ? <GameList games={weekGames} /> : <EmptyState>بازی‌ای برای این هفته ثبت نشده است.</EmptyState>}
          </Section>
          {news.length > 0 && (
            <Section title="اخبار لیگ" id="league-news">
              <div className="stack">
                {news.map((n) => (
                  <NewsCard key={n.id} news={n} variant="row" />
                ))}
              </div>
            </Section>
          )}
        </aside>
      </div>
    </div>
  );
}
