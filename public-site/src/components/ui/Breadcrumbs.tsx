import { Link } from './Link';

export interface Crumb {
  label: string;
  to?: string;
}

/** The trail above a page title (the same trail the server describes in BreadcrumbList JSON-LD). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label="مسیر">
      <ol>
        <li>
          <Link to="/">خانه</Link>
        </li>
        {items.map((c) => (
          <li key={c.label}>{c.to ? <Link to={c.to}>{c.label}</Link> : <span aria-current="page">{c.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
