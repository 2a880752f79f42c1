import { useEffect, useState, useSyncExternalStore } from 'react';
import type { FollowedPlayer, MeFeed, PageData } from '@meydan/shared-types/public';
import { paths } from '../../config/paths';
import { GameList } from '../../components/cards/GameRow';
import { NewsCard } from '../../components/cards/NewsCard';
import { ShirtNumber } from '../../components/cards/ShirtNumber';
import { Link } from '../../components/ui/Link';
import { Section } from '../../components/ui/Section';
import { EmptyState, Skeleton } from '../../components/ui/Skeleton';
import { faDigits } from '../../lib/format';
import { followsAnything, readFollows, subscribeFollows, syncFollows, type Follows } from '../../lib/follows';

type Feed = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; feed: MeFeed };

const SERVER_FOLLOWS: Follows = { teams: [], leagues: [], players: [] };
const feedUrl = (f: Follows, account: boolean) =>
  account ? '/api/me/feed' : `/api/me/feed?teams=${f.teams.join(',')}&leagues=${f.leagues.join(',')}&players=${f.players.join(',')}`;

/**
 * `/me` (میدان من): the shell is the same for everyone; the reader's follows are read in the browser and
 * their games and news asked for after hydration, never part of a cached page.
 */
export function MePage({ data }: { data: PageData<'me'> }) {
  const follows = useSyncExternalStore(subscribeFollows, readFollows, () => SERVER_FOLLOWS);
  const [hydrated, setHydrated] = useState(false);
  const [feed, setFeed] = useState<Feed>({ state: 'loading' });
  const key = `${follows.teams.join(',')}|${follows.leagues.join(',')}|${follows.players.join(',')}`;

  useEffect(() => {
    let live = true;
    setHydrated(true);
    void (async () => {
      const account = await syncFollows();
      const current = readFollows();
      if (!account && !followsAnything(current)) return void (live && setFeed({ state: 'ready', feed: emptyFeed }));
      const res = await fetch(feedUrl(current, account), { credentials: 'same-origin', headers: { accept: 'application/json' } });
      if (!res.ok) await res.body?.cancel();
      if (!live) return;
      setFeed(res.ok ? { state: 'ready', feed: (await res.json()) as MeFeed } : { state: 'failed' });
    })().catch(() => live && setFeed({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [key]);

  return (
    <div className="container me-page">
      <h1 className="page-title">میدان من</h1>
      {!hydrated || feed.state === 'loading' ? (
        <div className="me-page__loading" aria-busy="true" aria-label="در حال بارگذاری">
          <Skeleton lines={3} />
          <Skeleton lines={3} media />
        </div>
      ) : feed.state === 'failed' ? (
        <EmptyState>بارگذاری دنبال‌شده‌ها ممکن نشد؛ چند لحظه بعد صفحه را دوباره باز کنید.</EmptyState>
      ) : feed.feed.teams.length + feed.feed.leagues.length + feed.feed.players.length === 0 ? (
        <Empty leagues={data.leagues} />
      ) : (
        <Filled feed={feed.feed} />
      )}
    </div>
  );
}

const emptyFeed: MeFeed = { teams: [], leagues: [], players: [], live: [], next: [], results: [], news: [] };

function Empty({ leagues }: { leagues: PageData<'me'>['leagues'] }) {
  return (
    <div className="me-empty">
      <p className="me-empty__title">هنوز تیم یا بازیکنی را دنبال نمی‌کنید</p>
      <p>تیم‌ها را از جدول لیگ‌ها پیدا کنید و در صفحهٔ هر تیم یا بازیکن «دنبال کردن» را بزنید.</p>
      {leagues.length > 0 && (
        <ul className="me-empty__leagues">
          {leagues.map((l) => (
            <li key={l.id}>
              <Link to={paths.leagueTable(l.id, l.slug)}>جدول {l.title}</Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Filled({ feed }: { feed: MeFeed }) {
  return (
    <>
      <ul className="me-follows" aria-label="دنبال‌شده‌ها">
        {feed.teams.map((t) => (
          <li key={`t${t.id}`}>
            <Link to={paths.team(t.id, t.slug)}>{t.title}</Link>
          </li>
        ))}
        {feed.leagues.map((l) => (
          <li key={`l${l.id}`}>
            <Link to={paths.leagueTable(l.id, l.slug)}>{l.title}</Link>
          </li>
        ))}
      </ul>
      <div className="me-page__grid">
        <Section title="بازی‌های در جریان و پیش رو" id="me-next">
          {feed.live.length + feed.next.length ? (
            <GameList games={[...feed.live, ...feed.next]} />
          ) : (
            <EmptyState>بازی پیش رویی نیست.</EmptyState>
          )}
        </Section>
        <Section title="آخرین نتیجه‌ها" id="me-results">
          {feed.results.length ? <GameList games={feed.results} /> : <EmptyState>هنوز نتیجه‌ای نیست.</EmptyState>}
        </Section>
      </div>
      <Section title="بازیکنان دنبال‌شده" id="me-players">
        {feed.players.length ? (
          <FollowedPlayers players={feed.players} />
        ) : (
          <EmptyState>بازیکنی را دنبال نمی‌کنید؛ در صفحهٔ هر بازیکن «دنبال کردن» را بزنید.</EmptyState>
        )}
      </Section>
      <Section title="خبرهای دنبال‌شده‌ها" id="me-news">
        {feed.news.length ? (
          <div className="card-grid">
            {feed.news.map((n) => (
              <NewsCard key={n.id} news={n} />
            ))}
          </div>
        ) : (
          <EmptyState>خبری دربارهٔ تیم‌هایتان نیست.</EmptyState>
        )}
      </Section>
    </>
  );
}

/** Each followed player linked to their page, with the club they play for now and their goals this season. */
function FollowedPlayers({ players }: { players: FollowedPlayer[] }) {
  return (
    <ul className="me-players">
      {players.map(({ player, team, goals }) => (
        <li key={player.id}>
          <Link to={paths.player(player.id, player.slug)} className="squad__player me-players__player">
            <ShirtNumber number={player.shirtNumber} />
            <span className="me-players__who">
              <span className="squad__name">{player.name}</span>
              <span className="me-players__team">{team ? team.title : 'بدون باشگاه'}</span>
            </span>
            <span className="me-players__goals">{goals ? `${faDigits(goals)} گل در این فصل` : 'بدون گل در این فصل'}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
