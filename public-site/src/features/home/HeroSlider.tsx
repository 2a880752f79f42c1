import { useEffect, useState } from 'react';
import { Link } from '../../components/ui/Link';
import type { NewsCard } from '@meydan/shared-types/public';
import { paths } from '../../config/paths';
import { Img } from '../../components/ui/Img';
import { faDigits } from '../../lib/format';

const ROTATE_MS = 6_000;

/**
 * The home page's lead slider (the `home-slider` placement). Plain React: every slide is in the server
 * HTML, only the active one is shown, and it rotates until the reader picks one.
 */
export function HeroSlider({ items }: { items: NewsCard[] }) {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || items.length < 2) return;
    const id = window.setInterval(() => setActive((i) => (i + 1) % items.length), ROTATE_MS);
    return () => window.clearInterval(id);
  }, [paused, items.length]);
  if (items.length === 0) return null;

  return (
    <div className="hero" onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)} onFocus={() => setPaused(true)}>
      <div className="hero__slides" aria-live="polite">
        {items.map((n, i) => (
          <article key={n.id} className={`hero__slide ${i === active ? 'is-active' : ''}`} aria-hidden={i !== active}>
            <Link to={paths.newsArticle(n.id, n.slug)} className="hero__link" tabIndex={i === active ? 0 : -1}>
              <Img image={n.cover} sizes="780px" priority={i === 0} className="hero__img" alt="" />
              <span className="hero__caption">
                {n.rutitr && <span className="hero__rutitr">{n.rutitr}</span>}
                <span className="hero__title">{n.title}</span>
              </span>
            </Link>
          </article>
        ))}
      </div>
      <ol className="hero__dots" aria-label="خبرهای برگزیده">
        {items.map((n, i) => (
          <li key={n.id}>
            <button
              type="button"
              aria-current={i === active}
              aria-label={`خبر ${faDigits(i + 1)}: ${n.title}`}
              onClick={() => {
                setActive(i);
                setPaused(true);
              }}
            >
              {faDigits(i + 1)}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
