import type { ReactNode } from 'react';
import { Link } from './Link';

interface SectionProps {
  title: string;
  id?: string;
  more?: { to: string; label: string };
  className?: string;
  children: ReactNode;
}

/** A titled block of a page (a box with a coloured heading bar, as sports sites lay out their home page). */
export function Section({ title, id, more, className, children }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section className={`section ${className ?? ''}`} aria-labelledby={headingId}>
      <header className="section__head">
        <h2 id={headingId} className="section__title">
          {title}
        </h2>
        {more && (
          <Link className="section__more" to={more.to}>
            {more.label}
          </Link>
        )}
      </header>
      {children}
    </section>
  );
}
