import { Link } from '../../components/ui/Link';
import type { PageData } from '@meydan/shared-types/public';
import { paths } from '../../config/paths';
import { GameList } from '../../components/cards/GameRow';
import { NewsCard } from '../../components/cards/NewsCard';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { FollowButton } from '../../components/follow/FollowButton';
import { Img } from '../../components/ui/Img';
import { Section } from '../../components/ui/Section';
import { EmptyState } from '../../components/ui/Skeleton';
import { useCalendar } from '../../lib/calendar';
import { faDigits, faNumber } from '../../lib/format';
import { TeamSquad } from './TeamSquad';
import { TeamStandings } from './TeamStandings';

/**
 * Only the Gregorian year is stored. In the Jalali calendar it is the year that covers most of it:
 * from Farvardin 1st, in late March, the Jalali year is the Gregorian one less 621.
 */
const jalaliYearOf = (gregorianYear: number) => gregorianYear - 621;

/** `/team/{id}/{slug}`: crest and facts, the league position, the squad, last and next games, news about the team. */
export function TeamPage({ data }: { data: PageData<'team'> }) {
  const { team, standings, last, next, news, squad } = data;
  const lead = standings[0];
  const { calendar } = useCalendar();
  return (
    <div className="container team-page">
      <Breadcrumbs items={[{ label: team.sport.title, to: paths.sport(team.sport.id, team.sport.slug) }, { label: team.title }]} />
      <section className="banner team-hero" aria-labelledby="team-title">
        <div className="banner__plate team-hero__crest">
          {team.logo ? (
            <Img image={team.logo} sizes="96px" priority alt={`نشان ${team.title}`} />
          ) : (
            <span className="team-hero__initial" aria-hidden="true">
              {team.title.slice(0, 1)}
            </span>
          )}
        </div>
        <div className="team-hero__body">
          <Link className="banner__kicker team-hero__sport" to={paths.sport(team.sport.id, team.sport.slug)}>
            {team.sport.title}
          </Link>
          <h1 id="team-title" className="banner__title team-hero__title">
            {team.title}
          </h1>
          <FollowButton kind="team" id={team.id} title={team.title} />
          <dl className="team-hero__facts">
            {team.city && (
              <div>
                <dt>شهر</dt>
                <dd>{team.city}</dd>
              </div>
            )}
            {team.foundedYear && (
              <div>
                <dt>تأسیس</dt>
                <dd>{faDigits(calendar === 'jalali' ? jalaliYearOf(team.foundedYear) : team.foundedYear)}</dd>
              </div>
            )}
            {team.stadium && (
              <div>
                <dt>زمین خانگی</dt>
                <dd>
                  {team.stadium.title}
                  {team.stadium.capacity ? ` (${faNumber(team.stadium.capacity)} نفر)` : ''}
                </dd>
              </div>
            )}
          </dl>
        </div>
        {lead && (
          <Link className="team-hero__rank" to={paths.leagueTable(lead.league.id, lead.league.slug)}>
            <span className="team-hero__rank-number">{faDigits(lead.rank)}</span>
            <span className="team-hero__rank-label">رتبه در {lead.league.title}</span>
          </Link>
        )}
      </section>
      <div className="banner-page__body team-page__body">
        <div className="banner-page__main team-page__main">
          <Section title="جایگاه در جدول" id="team-table" className="team-page__table">
            {standings.length ? (
              standings.map((s) => <TeamStandings key={s.season.id} standing={s} sport={team.sport} teamId={team.id} />)
            ) : (
              <EmptyState>این تیم در فصل جاری هیچ لیگی بازی نمی‌کند.</EmptyState>
            )}
          </Section>
          {squad.length > 0 && (
            <Section title="فهرست بازیکنان" id="team-squad" className="team-page__squad">
              <TeamSquad squad={squad} />
            </Section>
          )}
          <Section title={`اخبار ${team.title}`} id="team-news" className="team-page__news">
            {news.length ? (
              <>
                <div className="card-grid card-grid--2">
                  {news.slice(0, 2).map((n) => (
                    <NewsCard key={n.id} news={n} showLead />
                  ))}
                </div>
                {news.length > 2 && (
                  <div className="stack team-page__more-news">
                    {news.slice(2).map((n) => (
                      <NewsCard key={n.id} news={n} variant="row" />
                    ))}
                  </div>
                )}
              </>
            ) : (
              <EmptyState>هنوز خبری دربارهٔ این تیم منتشر نشده است.</EmptyState>
            )}
          </Section>
        </div>
        <aside className="banner-page__side team-page__side">
          <Section title="بازی‌های پیش رو" id="team-next" className="team-page__next">
            {next.length ? <GameList games={next} /> : <EmptyState>بازی تازه‌ای در برنامه نیست.</EmptyState>}
          </Section>
          <Section title="آخرین نتایج" id="team-last" className="team-page__last">
            {last.length ? <GameList games={last} /> : <EmptyState>هنوز نتیجه‌ای ثبت نشده است.</EmptyState>}
          </Section>
        </aside>
      </div>
    </div>
  );
}
