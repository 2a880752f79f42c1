import type { ReactNode } from 'react';
import type { CurrentUser, LayoutData } from '@meydan/shared-types/public';
import { Footer } from './Footer';
import { Header } from './Header';

/** The public layout: skip link, header with the sports menu, the page, the footer. */
interface LayoutProps {
  layout: LayoutData;
  user: CurrentUser | null;
  loading: boolean;
  children: ReactNode;
}

export function Layout({ layout, user, loading, children }: LayoutProps) {
  return (
    <>
      <a className="skip-link" href="#main">
        پرش به محتوای اصلی
      </a>
      <div className={`route-progress ${loading ? 'route-progress--on' : ''}`} aria-hidden="true" />
      <Header layout={layout} user={user} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer layout={layout} />
    </>
  );
}
