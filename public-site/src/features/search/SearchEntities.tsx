import type { SearchEntity } from '@meydan/shared-types/public';
import type { HighlightTerms } from '@meydan/shared-types/text';
import { Link } from '../../components/ui/Link';
import { Highlighted } from './Highlighted';

type Terms = HighlightTerms;

const KIND_LABEL: Record<SearchEntity['kind'], string> = { player: 'بازیکن', team: 'تیم' };

/** Players and teams whose name matches, above the news: a reader who typed a name usually wants that page. */
export function SearchEntities({ entities, terms }: { entities: readonly SearchEntity[]; terms: Terms }) {
  return (
    <section className="search-entities" aria-labelledby="search-entities-title">
      <h2 id="search-entities-title" className="search-entities__title">
        بازیکنان و تیم‌ها
      </h2>
      <ul className="search-entities__list">
        {entities.map((e) => (
          <li key={`${e.kind}:${e.id}`}>
            <Link to={e.url} className={`search-entity search-entity--${e.kind}`}>
              <span className="search-entity__name">
                <Highlighted text={e.title} terms={terms} />
              </span>
              <span className="search-entity__meta">
                {KIND_LABEL[e.kind]}
                {e.detail ? ` · ${e.detail}` : ''}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
