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

/**
 * An internal link: a plain `<a href>` that, once the app runs, moves without reloading the page. Pages
 * carry dozens of links, and react-router's Link resolves each against the route tree and subscribes it
 * to the location on every render; every `to` here is already an absolute path, so none of that is
 * needed. A link to the page already shown replaces the history entry instead of adding one.
 */
export function Link({ to, replace, onClick, target, ref, ...rest }: LinkProps) {
  const navigate = useSiteNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate || leavesToBrowser(event, target)) return;
    event.preventDefault();
    navigate(to, { replace: replace ?? currentPath() === to });
  };
  return <a {...rest} ref={ref} href={to} target={target} onClick={handleClick} />;
}

/** Whether `to` is the current page (`end`) or a page under it. */
function isActivePath(pathname: string, to: string, end: boolean): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === to) return true;
  return !end && to !== '/' && path.startsWith(to) && path.charAt(to.length) === '/';
}

/** A menu link, marked `active` (and `aria-current="page"`) on its page and, unless `end`, the pages under it. */
export function NavLink({ pathname, end = false, className, ...props }: LinkProps & { pathname: string; end?: boolean }) {
  const active = isActivePath(pathname, props.to, end);
  return (
    <Link
      {...props}
      className={[className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}
