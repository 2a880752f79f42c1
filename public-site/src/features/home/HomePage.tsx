import type { PageData } from '@meydan/shared-types/public';
import { paths } from '../../config/paths';
import { GalleryCard } from '../../components/cards/GalleryCard';
import { GameList } from '../../components/cards/GameRow';
import { LeagueTableView } from '../../components/cards/LeagueTableView';
import { NewsCard, NewsTitleList } from '../../components/cards/NewsCard';
import { MediaStrip } from '../../components/ui/MediaStrip';
import { Section } from '../../components/ui/Section';
import { EmptyState } from '../../components/ui/Skeleton';
import { GoalAnnouncer } from '../../components/live/GoalAnnouncer';
import { useLiveGames } from '../../lib/live/use-live-games';
import { HeroSlider } from './HeroSlider';

/** The home page, laid out for its fixed 1200 px viewport: lead, latest, scores and table, media strips. */
export function HomePage({ data }: { data: PageData<'home'> }) {
  // Games being played come first in «upcoming»: their scores follow the game without a reload.
  const upcoming = useLiveGames(data.upcoming);
  return (
    <div className="container home">
      <h1 className="visually-hidden">میدان، اخبار ورزشی</h1>
      <div className="home__lead">
        <HeroSlider items={data.slider} />
        <Section title="تیتر دوم" id="second" className="home__second">
          <div className="stack">
            {data.secondHeadline.map((n) => (
              <NewsCard key={n.id} news={n} variant="row" />
            ))}
          </div>
        </Section>
      </div>
      <div className="home__body">
        <div className="home__main">
          <Section title="آخرین اخبار" id="latest" more={{ to: paths.newsList(), label: 'همه اخبار' }}>
            <div className="card-grid card-grid--3">
              {data.latest.map((n) => (
                <NewsCard key={n.id} news={n} />
              ))}
            </div>
          </Section>
          {data.editorPicks.length > 0 && (
            <Section title="پیشنهاد سردبیر" id="picks">
              <div className="card-grid card-grid--2">
                {data.editorPicks.map((n) => (
                  <NewsCard key={n.id} news={n} variant="row" showLead />
                ))}
              </div>
            </Section>
          )}
        </div>
        <aside className="home__side" aria-label="نتایج و جدول">
          <Section title="آخرین نتایج" id="results">
            {data.results.length ? <GameList games={data.results} /> : <EmptyState>نتیجه‌ای ثبت نشده است.</EmptyState>}
          </Section>
          <Section title="بازی‌های پیش رو" id="upcoming">
            {upcoming.length ? <GameList games={upcoming} /> : <EmptyState>بازی برنامه‌ریزی‌شده‌ای نیست.</EmptyState>}
            <GoalAnnouncer games={upcoming} />
          </Section>
          {data.table && (
            <Section
              title={`جدول ${data.table.league.title}`}
              id="table"
              more={{ to: paths.leagueTable(data.table.league.id, data.table.league.slug), label: 'جدول کامل' }}
            >
              <LeagueTableView table={data.table} compact />
            </Section>
          )}
          <Section title="پربازدیدترین‌ها" id="most-read">
            <NewsTitleList items={data.mostRead} />
          </Section>
          {data.mostCommented.length > 0 && (
            <Section title="پربحث‌ترین‌ها" id="most-commented">
              <NewsTitleList items={data.mostCommented} />
            </Section>
          )}
        </aside>
      </div>
      {data.photos.length > 0 && (
        <Section title="گالری عکس" id="photos" more={{ to: paths.photoList(), label: 'همه گالری‌ها' }} className="section--dark">
          <MediaStrip label="گالری‌های عکس">
            {data.photos.map((g) => (
              <GalleryCard key={g.id} gallery={g} />
            ))}
          </MediaStrip>
        </Section>
      )}
      {data.videos.length > 0 && (
        <Section title="ویدیو" id="videos" more={{ to: paths.videoList(), label: 'همه ویدیوها' }} className="section--dark">
          <MediaStrip label="ویدیوها">
            {data.videos.map((g) => (
              <GalleryCard key={g.id} gallery={g} />
            ))}
          </MediaStrip>
        </Section>
      )}
    </div>
  );
}
