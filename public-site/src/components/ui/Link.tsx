import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useSiteNavigate } from '../../lib/navigation';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path of the site (`/news/12/x?page=2`). */
  to: string;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A click that the browser should handle itself: another tab or window, a download, a modified click. */
const leavesToBrowser = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey ||
  (target !== undefined && target !== '_self');

const currentPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/*
 * Props passed on are copied into one object in a loop. A destructuring rest, and properties added
 * after a spread, made each link's props through V8's generic paths: on a results page of seventy
 * links, a quarter of the server's render time.
 */
function propsWithout(props: object, left: ReadonlySet<string>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const key in props) if (!left.has(key)) copy[key] = (props as Record<string, unknown>)[key];
  return copy;
}

/** The props that are the link's own; the others are the anchor's, as given. */
const LINK_PROPS: ReadonlySet<string> = new Set(['to', 'replace', 'onClick']);

/**
 * An internal link: a plain `<a href>` that, once the app runs, moves without reloading the page. Pages
 * carry dozens of links, and react-router's Link resolves each against the route tree and subscribes it
 * to the location on every render; every `to` here is already an absolute path, so none of that is
 * needed. A link to the page already shown replaces the history entry instead of adding one.
 */
export function Link(props: LinkProps) {
  const { to, replace, onClick, target } = props;
  const navigate = useSiteNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate || leavesToBrowser(event, target)) return;
    event.preventDefault();
    navigate(to, { replace: replace ?? currentPath() === to });
  };
  const anchor = propsWithout(props, LINK_PROPS);
  anchor.href = to;
  anchor.onClick = handleClick;
  return <a {...(anchor as AnchorHTMLAttributes<HTMLAnchorElement>)} />;
}

/** Whether `to` is the current page (`end`) or a page under it. */
function isActivePath(pathname: string, to: string, end: boolean): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === to) return true;
  return !end && to !== '/' && path.startsWith(to) && path.charAt(to.length) === '/';
}

const NAV_LINK_PROPS: ReadonlySet<string> = new Set(['pathname', 'end']);

/** A menu link, marked `active` (and `aria-current="page"`) on its page and, unless `end`, the pages under it. */
export function NavLink(props: LinkProps & { pathname: string; end?: boolean }) {
  const { pathname, end = false, className, to } = props;
  const active = isActivePath(pathname, to, end);
  const link = propsWithout(props, NAV_LINK_PROPS);
  link.className = [className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined;
  link['aria-current'] = active ? 'page' : undefined;
  return <Link {...(link as unknown as LinkProps)} />;
}
