import { useEffect, useState } from 'react';
import { Link } from '../../components/ui/Link';
import type { NewsCard } from '@meydan/shared-types/public';
import { paths } from '../../config/paths';
import { Img } from '../../components/ui/Img';
import { faDigits } from '../../lib/format';

const ROTATE_MS = 6_000;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the reader asked their system for less motion; false on the server and until hydrated. */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * The home page's lead slider (the `home-slider` placement). Plain React: every slide is in the server
 * HTML, only the active one is shown. It rotates (WCAG 2.2.2) only while nobody points at it or moves
 * focus into it, until the reader stops it with its button or picks a slide, and never for a reader
 * who asked for reduced motion (they can still start it with the button).
 */
export function HeroSlider({ items }: { items: NewsCard[] }) {
  const [active, setActive] = useState(0);
  const reducedMotion = useReducedMotion();
  // The reader's own choice, once made, wins over the system setting.
  const [choice, setChoice] = useState<'play' | 'stop' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = choice === null ? !reducedMotion : choice === 'play';
  const rotating = playing && !hovered && !focused && items.length > 1;
  useEffect(() => {
    if (!rotating) return;
    const id = window.setInterval(() => setActive((i) => (i + 1) % items.length), ROTATE_MS);
    return () => window.clearInterval(id);
  }, [rotating, items.length]);
  if (items.length === 0) return null;

  return (
    <div
      className="hero"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {items.length > 1 && (
        <button
          type="button"
          className="hero__toggle"
          aria-label={playing ? 'توقف چرخش خودکار خبرهای برگزیده' : 'پخش چرخش خودکار خبرهای برگزیده'}
          onClick={() => setChoice(playing ? 'stop' : 'play')}
        >
          {playing ? (
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
            </svg>
          ) : (
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M17 5v14L6 12z" fill="currentColor" />
            </svg>
          )}
          <span className="hero__toggle-text">{playing ? 'توقف' : 'پخش'}</span>
        </button>
      )}
      <div className="hero__slides" aria-live={rotating ? 'off' : 'polite'}>
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
                setChoice('stop');
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
