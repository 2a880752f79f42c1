import { useMemo } from 'react';
import { Link } from '../../components/ui/Link';
import type { PageData } from '@meydan/shared-types/public';
import { paths } from '../../config/paths';
import { NewsCard } from '../../components/cards/NewsCard';
import { TeamLink } from '../../components/cards/TeamName';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { DateText, TimeText } from '../../lib/calendar';
import { faDigits, faNumber } from '../../lib/format';
import { GAME_STATUS_LABEL, hasScore } from '../../lib/game-labels';
import { LiveMinute } from '../../components/cards/LiveMinute';
import { GoalAnnouncer } from '../../components/live/GoalAnnouncer';
import { useLiveGames } from '../../lib/live/use-live-games';
import { EventTimeline } from './EventTimeline';
import { Lineups } from './Lineups';
import { CommentaryFeed } from './centre/CommentaryFeed';
import { HeadToHead } from './centre/HeadToHead';
import { KeyMoments } from './centre/KeyMoments';
import { StatBars } from './centre/StatBars';
import { useCentre } from './centre/use-centre';

/** `/game/{id}/result/{slug}`: scoreboard, events, facts, the team sheets and the way to the league table. */
export function GamePage({ data }: { data: PageData<'game'> }) {
  const { news } = data;
  // Score, status, minute and events follow the game while it is played; the rest is as the page came.
  const [game] = useLiveGames(useMemo(() => [data.game], [data.game]));
  const centre = useCentre(data.game);
  const scored = hasScore(game.status) && game.homeScore !== null && game.awayScore !== null;
  const halfTime = game.homeHalfScore !== null && game.awayHalfScore !== null;
  return (
    <div className="container container--narrow">
      <Breadcrumbs items={game.league ? [{ label: game.league.title, to: paths.leagueTable(game.league.id, game.league.slug) }] : []} />
      <section className="scoreboard" aria-labelledby="game-title">
        <h1 id="game-title" className="visually-hidden">
          {game.home.title} و {game.away.title}
        </h1>
        <p className="scoreboard__league">
          {game.league?.title} · {game.season.title}
          {game.weekTitle ? ` · ${game.weekTitle}` : game.week ? ` · هفته ${faDigits(game.week)}` : ''}
        </p>
        <div className="scoreboard__main">
          <TeamLink team={game.home} full className="scoreboard__team" />
          <div className="scoreboard__score">
            {scored ? (
              <>
                {/* Heard in reading order, each score after its team; seen as a scoreboard, the home score on the right. */}
                <span className="visually-hidden">
                  {game.home.title} {faDigits(game.homeScore ?? 0)}، {game.away.title} {faDigits(game.awayScore ?? 0)}
                </span>
                <span className="scoreboard__digits" dir="ltr" aria-hidden="true">
                  {faDigits(game.awayScore ?? 0)} - {faDigits(game.homeScore ?? 0)}
                </span>
              </>
            ) : (
              <span className="scoreboard__time">
                <TimeText iso={game.kickoffAt} />
              </span>
            )}
            <span className={`status status--${game.status}`}>{GAME_STATUS_LABEL[game.status]}</span>
            <LiveMinute game={game} className="live-minute live-minute--board" />
            {halfTime && (
              <span className="meta">
                نیمه اول: {faDigits(game.homeHalfScore ?? 0)} - {faDigits(game.awayHalfScore ?? 0)}
              </span>
            )}
          </div>
          <TeamLink team={game.away} full className="scoreboard__team" />
        </div>
        <GoalAnnouncer games={[game]} />
      </section>
      {/* A game over with nobody having written about it live has no commentary to speak of. */}
      {(centre.commentary.entries.length > 0 || ['scheduled', 'live', 'half_time'].includes(game.status)) && (
        <section className="section" aria-labelledby="commentary-title">
          <header className="section__head">
            <h2 id="commentary-title" className="section__title">
              گزارش زنده
            </h2>
          </header>
          <KeyMoments events={game.events} entries={centre.commentary.entries} home={game.home} away={game.away} />
          <CommentaryFeed entries={centre.commentary.entries} started={game.status !== 'scheduled'} />
        </section>
      )}
      <div className="game-grid">
        <section className="section" aria-labelledby="events-title">
          <header className="section__head">
            <h2 id="events-title" className="section__title">
              رویدادهای بازی
            </h2>
          </header>
          <EventTimeline events={game.events} home={game.home} away={game.away} />
        </section>
        <section className="section" aria-labelledby="facts-title">
          <header className="section__head">
            <h2 id="facts-title" className="section__title">
              مشخصات بازی
            </h2>
          </header>
          <dl className="facts">
            <dt>زمان</dt>
            <dd>
              <DateText iso={game.kickoffAt} time weekday />
            </dd>
            {game.stadium && (
              <>
                <dt>ورزشگاه</dt>
                <dd>
                  {game.stadium.title}
                  {game.stadium.city ? `، ${game.stadium.city}` : ''}
                </dd>
              </>
            )}
            {game.referee && (
              <>
                <dt>داور</dt>
                <dd>{game.referee}</dd>
              </>
            )}
            {game.attendance !== null && (
              <>
                <dt>تماشاگر</dt>
                <dd>{faNumber(game.attendance)}</dd>
              </>
            )}
            {game.week !== null && (
              <>
                <dt>هفته</dt>
                <dd>{faDigits(game.week)}</dd>
              </>
            )}
          </dl>
          {game.league && (
            <Link className="button button--ghost" to={paths.leagueTable(game.league.id, game.league.slug)}>
              جدول {game.league.title}
            </Link>
          )}
          {game.reportNews && (
            <p>
              <Link to={paths.newsArticle(game.reportNews.id, game.reportNews.slug)}>گزارش بازی: {game.reportNews.title}</Link>
            </p>
          )}
        </section>
      </div>
      <section className="section" aria-labelledby="stats-title">
        <header className="section__head">
          <h2 id="stats-title" className="section__title">
            آمار بازی
          </h2>
        </header>
        <StatBars stats={centre.stats} home={game.home} away={game.away} />
      </section>
      <Lineups
        home={game.home}
        away={game.away}
        lineups={centre.lineups}
        events={game.events}
        hasGoalkeeper={game.lineupShape.hasGoalkeeper}
      />
      <section className="section" aria-labelledby="h2h-title">
        <header className="section__head">
          <h2 id="h2h-title" className="section__title">
            رودررو و آخرین نتایج
          </h2>
        </header>
        <HeadToHead data={data.game.headToHead} home={game.home} away={game.away} />
      </section>
      {news.length > 0 && (
        <section className="section" aria-labelledby="game-news">
          <header className="section__head">
            <h2 id="game-news" className="section__title">
              اخبار این بازی
            </h2>
          </header>
          <div className="card-grid card-grid--3">
            {news.map((n) => (
              <NewsCard key={n.id} news={n} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
