import { Link } from '../../components/ui/Link';
import type { PageData } from '@meydan/shared-types/public';
import { paths } from '../../config/paths';
import { GameList } from '../../components/cards/GameRow';
import { NewsCard } from '../../components/cards/NewsCard';
import { Section } from '../../components/ui/Section';
import { EmptyState } from '../../components/ui/Skeleton';

/** `/sport/{id}/{slug}`: the sport's news, its leagues (with their tables) and recent results. */
export function SportPage({ data }: { data: PageData<'sport'> }) {
  const { sport, news, leagues, results, upcoming } = data;
  return (
    <div className="container">
      <h1 className="page-title">{sport.title}</h1>
      {leagues.length > 0 && (
        <nav className="filter-chips" aria-label={`لیگ‌های ${sport.title}`}>
          {leagues.map((l) => (
            <Link key={l.id} to={paths.leagueTable(l.id, l.slug)}>
              جدول {l.title}
              {l.age ? ` (${l.age})` : ''}
            </Link>
          ))}
        </nav>
      )}
      <div className="home__body">
        <div className="home__main">
          <Section title={`اخبار ${sport.title}`} id="sport-news" more={{ to: paths.newsList({ sport: sport.id }), label: 'همه اخبار' }}>
            {news.length === 0 ? (
              <EmptyState>هنوز خبری منتشر نشده است.</EmptyState>
            ) : (
              <div className="card-grid card-grid--2">
                {news.map((n, i) => (
                  <NewsCard key={n.id} news={n} priority={i < 2} showLead={i < 2} />
                ))}
              </div>
            )}
          </Section>
        </div>
        <aside className="home__side">
          <Section title="آخرین نتایج" id="sport-results">
            {results.length ? <GameList games={results} /> : <EmptyState>نتیجه‌ای ثبت نشده است.</EmptyState>}
          </Section>
          {upcoming.length > 0 && (
            <Section title="بازی‌های پیش رو" id="sport-upcoming">
              <GameList games={upcoming} />
            </Section>
          )}
        </aside>
      </div>
    </div>
  );
}
