import { Link } from '../ui/Link';
import { SOCIAL_NETWORK_LABELS } from '@meydan/shared-types/social-labels';
import type { LayoutData } from '@meydan/shared-types/public';
import { paths } from '../../config/paths';
import { faDigits } from '../../lib/format';

/** Footer from the base information: about text, contact, social links, league tables, feeds. */
export function Footer({ layout }: { layout: LayoutData }) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__title">
            {layout.siteTitle}
          </h2>
          <p>{layout.siteDescription}</p>
          <p>
            <Link to={paths.about()}>درباره ما</Link> · <a href="/rss.xml">خبرخوان (RSS)</a>
          </p>
        </section>
        <section aria-labelledby="footer-tables">
          <h2 id="footer-tables" className="site-footer__title">
            جدول لیگ‌ها
          </h2>
          <ul className="site-footer__links">
            {layout.leagues.slice(0, 8).map((l) => (
              <li key={l.id}>
                <Link to={paths.leagueTable(l.id, l.slug)}>{l.title}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__title">
            تماس
          </h2>
          <ul className="site-footer__links">
            {layout.contactEmail && (
              <li>
                <a href={`mailto:${layout.contactEmail}`}>{layout.contactEmail}</a>
              </li>
            )}
            {layout.contactPhone && (
              <li>
                <span dir="ltr">{faDigits(layout.contactPhone)}</span>
              </li>
            )}
            {layout.address && <li>{layout.address}</li>}
          </ul>
          {layout.socialLinks.length > 0 && (
            <ul className="social-links">
              {layout.socialLinks.map((s) => (
                <li key={s.url}>
                  <a href={s.url} rel="noopener noreferrer" target="_blank">
                    {SOCIAL_NETWORK_LABELS[s.network]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <p className="container site-footer__copy">{layout.footerText}</p>
    </footer>
  );
}
