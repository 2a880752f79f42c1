import type { PageData } from '@meydan/shared-types/public';
import { paths } from '../../config/paths';
import { GalleryCard } from '../../components/cards/GalleryCard';
import { NewsCard } from '../../components/cards/NewsCard';
import { Section } from '../../components/ui/Section';
import { EmptyState } from '../../components/ui/Skeleton';

/** `/tags/{slug}`: news and galleries carrying the tag. */
export function TagPage({ data }: { data: PageData<'tag'> }) {
  const { tag, news, galleries } = data;
  return (
    <div className="container">
      <h1 className="page-title">{`#${tag.title}`}</h1>
      <Section title="اخبار" id="tag-news" more={{ to: paths.newsList({ tag: tag.slug }), label: 'همه اخبار این برچسب' }}>
        {news.length === 0 ? (
          <EmptyState>خبری با این برچسب نیست.</EmptyState>
        ) : (
          <div className="card-grid card-grid--3">
            {news.map((n, i) => (
              <NewsCard key={n.id} news={n} priority={i < 3} />
            ))}
          </div>
        )}
      </Section>
      {galleries.length > 0 && (
        <Section title="گالری‌ها" id="tag-galleries">
          <div className="card-grid card-grid--4">
            {galleries.map((g) => (
              <GalleryCard key={g.id} gallery={g} />
            ))}
          </div>
        </Section>
      )}
    </div>
  );
}
