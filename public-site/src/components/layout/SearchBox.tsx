import { SEARCH_MAX_CHARS } from '@meydan/shared-types/public';
import { paths } from '../../config/paths';
import { useNavigate } from '../../lib/navigation';

interface SearchBoxProps {
  /** The query shown in the box (the one being searched, on the search page). */
  q?: string;
  className?: string;
  /** Tells the header's box from the one on the search page, for labels and tests. */
  id: string;
  /** The search landmark's name: the search page has two, and a screen reader lists them by name. */
  name: string;
}

/**
 * A search form that is a plain GET to /search, so it works before the page hydrates and without
 * JavaScript; once hydrated it navigates inside the app instead of reloading.
 */
export function SearchBox({ q = '', className, id, name }: SearchBoxProps) {
  const navigate = useNavigate();
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    navigate(paths.search(typeof value === 'string' ? value : ''));
  };
  return (
    <form
      className={className ? `search-box ${className}` : 'search-box'}
      action={paths.search()}
      method="get"
      role="search"
      aria-label={name}
      onSubmit={submit}
    >
      <label className="visually-hidden" htmlFor={id}>
        جستجو در اخبار، عکس‌ها و ویدیوها
      </label>
      {/* Keyed by the query, so moving to another search shows that search's words. */}
      <input
        key={q}
        id={id}
        className="search-box__input"
        type="search"
        name="q"
        defaultValue={q}
        maxLength={SEARCH_MAX_CHARS}
        placeholder="جستجو…"
        enterKeyHint="search"
        autoComplete="off"
      />
      <button className="search-box__button" type="submit">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">جستجو</span>
      </button>
    </form>
  );
}
