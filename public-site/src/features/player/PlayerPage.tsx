import type { PageData } from '@meydan/shared-types/public';
import { PLAYER_POSITION_LABELS, PREFERRED_FOOT_LABELS } from '@meydan/shared-types/labels';
import { GameList } from '../../components/cards/GameRow';
import { NewsCard } from '../../components/cards/NewsCard';
import { FollowButton } from '../../components/follow/FollowButton';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { Img } from '../../components/ui/Img';
import { Link } from '../../components/ui/Link';
import { Section } from '../../components/ui/Section';
import { EmptyState } from '../../components/ui/Skeleton';
import { paths } from '../../config/paths';
import { DateText } from '../../lib/calendar';
import { faDigits, faNumber } from '../../lib/format';

/** `/player/{id}/{slug}`: photo and details, the club, this season's numbers, the last games and news. */
export function PlayerPage({ data }: { data: PageData<'player'> }) {
  const { player, stats, last, news } = data;
  const { team } = player;
  const numbers = [
    { label: 'بازی در ترکیب اصلی', value: stats.starts },
    { label: 'حضور روی نیمکت', value: stats.bench },
    { label: 'گل', value: stats.goals },
    { label: 'پاس گل', value: stats.assists },
    { label: 'کارت زرد', value: stats.yellowCards },
    { label: 'کارت قرمز', value: stats.redCards },
  ];
  return (
    <div className="container player-page">
      <Breadcrumbs items={[...(team ? [{ label: team.title, to: paths.team(team.id, team.slug) }] : []), { label: player.name }]} />
      <section className="banner player-hero" aria-labelledby="player-title">
        <div className="banner__plate player-hero__photo">
          {player.photo ? (
            <Img image={player.photo} sizes="120px" priority alt={`عکس ${player.name}`} />
          ) : (
            // A silhouette, not an initial: a lone «ا» reads as the digit one.
            <svg className="player-hero__silhouette" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
              <circle cx="32" cy="22" r="12" />
              <path d="M8 60c0-14 11-22 24-22s24 8 24 22z" />
            </svg>
          )}
        </div>
        <div className="player-hero__body">
          {player.position && <p className="banner__kicker player-hero__position">{PLAYER_POSITION_LABELS[player.position]}</p>}
          <h1 id="player-title" className="banner__title player-hero__title">
            {player.name}
          </h1>
          {team && (
            <Link className="player-hero__team" to={paths.team(team.id, team.slug)}>
              {team.logo && <Img image={team.logo} sizes="28px" alt="" />}
              <span>{team.title}</span>
            </Link>
          )}
          <FollowButton kind="player" id={player.id} title={player.name} />
        </div>
        {player.shirtNumber !== null && (
          <p className="player-hero__shirt">
            <span className="visually-hidden">شماره پیراهن </span>
            {faDigits(player.shirtNumber)}
          </p>
        )}
      </section>
      <div className="banner-page__body player-page__body">
        <div className="banner-page__main player-page__main">
          <Section title="آمار فصل جاری" id="player-stats" className="player-page__stats">
            <dl className="player-stats">
              {numbers.map((n) => (
                <div key={n.label} className="player-stats__item">
                  <dt>{n.label}</dt>
                  <dd>{faNumber(n.value)}</dd>
                </div>
              ))}
            </dl>
          </Section>
          <Section title={`اخبار ${player.name}`} id="player-news" className="player-page__news">
            {news.length ? (
              <div className="stack">
                {news.map((n) => (
                  <NewsCard key={n.id} news={n} variant="row" />
                ))}
              </div>
            ) : (
              <EmptyState>هنوز خبری با نام این بازیکن منتشر نشده است.</EmptyState>
            )}
          </Section>
        </div>
        <aside className="banner-page__side player-page__side">
          <Section title="مشخصات" id="player-details" className="player-page__details">
            <dl className="player-details">
              {player.birthDate && (
                <div>
                  <dt>تاریخ تولد</dt>
                  <dd>
                    <DateText iso={player.birthDate} />
                    {player.age !== null && ` (${faDigits(player.age)} سال)`}
                  </dd>
                </div>
              )}
              {player.position && (
                <div>
                  <dt>پست</dt>
                  <dd>{PLAYER_POSITION_LABELS[player.position]}</dd>
                </div>
              )}
              {player.nationality && (
                <div>
                  <dt>ملیت</dt>
                  <dd>{player.nationality}</dd>
                </div>
              )}
              {player.height !== null && (
                <div>
                  <dt>قد</dt>
                  <dd>{faDigits(player.height)} سانتی‌متر</dd>
                </div>
              )}
              {player.preferredFoot && (
                <div>
                  <dt>پای تخصصی</dt>
                  <dd>{PREFERRED_FOOT_LABELS[player.preferredFoot]}</dd>
                </div>
              )}
              {player.shirtNumber !== null && (
                <div>
                  <dt>شماره پیراهن</dt>
                  <dd>{faDigits(player.shirtNumber)}</dd>
                </div>
              )}
              <div>
                <dt>تیم</dt>
                <dd>{team ? <Link to={paths.team(team.id, team.slug)}>{team.title}</Link> : 'بدون باشگاه'}</dd>
              </div>
            </dl>
          </Section>
          <Section title="آخرین بازی‌ها" id="player-games" className="player-page__games">
            {last.length ? <GameList games={last} /> : <EmptyState>هنوز در ترکیب بازی‌ای نبوده است.</EmptyState>}
          </Section>
        </aside>
      </div>
    </div>
  );
}

export default PlayerPage;
