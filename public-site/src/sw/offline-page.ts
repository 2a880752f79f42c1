import type { Saved } from './saved-index';

const time = new Intl.DateTimeFormat('fa-IR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const day = new Intl.DateTimeFormat('fa-IR', { day: 'numeric', month: 'long' });
const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** «نسخهٔ ساعت ۱۴:۳۲», with the day when it is not today: «نسخهٔ ۵ آذر، ساعت ۱۴:۳۲». */
export function savedLabel(at: number, now = new Date()): string {
  const date = new Date(at);
  return sameDay(date, now) ? `نسخهٔ ساعت ${time.format(date)}` : `نسخهٔ ${day.format(date)}، ساعت ${time.format(date)}`;
}

export const offlineLabel = (at: number) => `آفلاین — ${savedLabel(at)}`;

/** The banner a kept page is shown with; the site's stylesheet draws it, the page's script removes it online. */
const banner = (at: number) => `<p class="offline-banner" role="status">${offlineLabel(at)}</p>`;

/** A kept document with the banner at the top of its body: outside the app's root, so hydration is untouched. */
export async function withBanner(res: Response, at: number): Promise<Response> {
  const html = await res.text();
  const body = html.replace(/<body[^>]*>/, (tag) => tag + banner(at));
  const headers = new Headers(res.headers);
  headers.set('cache-control', 'no-store');
  return new Response(body, { status: 200, headers });
}

const KIND_LABEL: Record<Saved['kind'], string> = {
  article: 'خبر',
  home: 'صفحهٔ اصلی',
  fixtures: 'بازی‌های امروز',
  team: 'تیم',
};

/** Only the site's stylesheet: no script, no inline style. */
const CSP =
  "default-src 'self'; script-src 'none'; style-src 'self'; img-src 'self' data:; font-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";

/** The page for a page that was never kept: in Persian, with the kept pages to read instead. */
export function fallbackPage(saved: Saved[], styles: string[], theme: string | null): Response {
  const items = saved
    .map(
      (s) =>
        `<li><a href="${s.path}">${s.title ?? KIND_LABEL[s.kind]}</a> <span class="offline-page__when">${KIND_LABEL[s.kind]}، ${savedLabel(s.at)}</span></li>`,
    )
    .join('');
  const list = items
    ? `<ul class="offline-page__list">${items}</ul>`
    : '<p>هنوز صفحه‌ای ذخیره نشده است. خبرهایی که با اینترنت باز کنید، این‌جا برای خواندن بدون اینترنت می‌مانند.</p>';
  const html = `<!doctype html>
<html lang="fa" dir="rtl"${theme ? ` data-theme="${theme}"` : ''}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>آفلاین | میدان</title>${styles.map((s) => `<link rel="stylesheet" href="${s}">`).join('')}<link rel="manifest" href="/manifest.webmanifest"></head>
<body><a class="skip-link" href="#main">پرش به محتوای اصلی</a>
<header class="site-header"><div class="container site-header__top"><a class="brand" href="/"><span class="brand__mark" aria-hidden="true">م</span><span class="brand__name">میدان</span></a></div></header>
<main id="main" class="container offline-page" tabindex="-1">
<h1>اتصال به اینترنت برقرار نیست</h1>
<p>این صفحه پیش‌تر باز نشده و نسخه‌ای از آن روی این دستگاه نیست. وقتی اینترنت برگشت، دوباره امتحان کنید.</p>
<p class="offline-page__actions"><a class="button" href="">دوباره امتحان کنید</a> <a class="button" href="#saved">صفحه‌های ذخیره‌شده</a></p>
<section id="saved" aria-labelledby="saved-title" tabindex="-1"><h2 id="saved-title">صفحه‌های ذخیره‌شده</h2>${list}</section>
</main>
<footer class="site-footer"><div class="container"><p>میدان</p></div></footer>
</body></html>`;
  return new Response(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': CSP },
  });
}
