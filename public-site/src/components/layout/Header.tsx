import { useLocation } from 'react-router-dom';
import { isStaff, type CurrentUser, type LayoutData } from '@meydan/shared-types/public';
import { ADMIN_URL, paths } from '../../config/paths';
import { Link, NavLink } from '../ui/Link';
import { CalendarSwitch } from './CalendarSwitch';
import { SearchBox } from './SearchBox';
import { ThemeToggle } from './ThemeToggle';

/** Site header: brand, the search box, the visitor's calendar and theme switches, the staff link, and the sports menu. */
export function Header({ layout, user }: { layout: LayoutData; user: CurrentUser | null }) {
  const { pathname, search } = useLocation();
  const q = pathname === paths.search() ? (new URLSearchParams(search).get('q') ?? '') : '';
  return (
    <header className="site-header">
      <div className="container site-header__top">
        <Link to={paths.home()} className="brand">
          <span className="brand__mark" aria-hidden="true">
            م
          </span>
          <span className="brand__name">{layout.siteTitle}</span>
        </Link>
        <SearchBox q={q} id="site-search-q" name="جستجوی سایت" />
        <div className="site-header__tools">
          <CalendarSwitch />
          <ThemeToggle />
          {/* The bell's own React root mounts here after hydration (components/notifications/boot.tsx). */}
          <span className="bell-slot" />
          {isStaff(user) && (
            <a className="staff-link" href={ADMIN_URL}>
              پنل مدیریت
            </a>
          )}
        </div>
      </div>
      <nav className="main-nav" aria-label="منوی اصلی">
        <ul className="container main-nav__list">
          <li>
            <NavLink pathname={pathname} to={paths.home()} end>
              خانه
            </NavLink>
          </li>
          <li>
            <NavLink pathname={pathname} to={paths.newsList()} end>
              اخبار
            </NavLink>
          </li>
          <li>
            <NavLink pathname={pathname} to={paths.fixtures()}>
              بازی‌ها
            </NavLink>
          </li>
          {layout.sports.map((s) => (
            <li key={s.id}>
              <NavLink pathname={pathname} to={paths.sport(s.id, s.slug)}>
                {s.title}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink pathname={pathname} to={paths.me()}>
              میدان من
            </NavLink>
          </li>
          <li>
            <NavLink pathname={pathname} to={paths.photoList()}>
              عکس
            </NavLink>
          </li>
          <li>
            <NavLink pathname={pathname} to={paths.videoList()}>
              ویدیو
            </NavLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
