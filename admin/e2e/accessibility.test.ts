import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, shot, useStaffSession } from './support/browser';
import { seriousViolations } from './support/axe';

const session = useStaffSession('admin');

/** A screen once its data has arrived, so axe judges what a user reaches, not a spinner. */
async function open(page: Page, path: string, ready: string) {
  await page.goto(path);
  await page.waitForSelector(ready);
  await page.waitForLoadState('networkidle');
  // Judged once settled: mid-transition (a chip turning blue as its count arrives) is not what a user reads.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

describe('the back office under axe-core', () => {
  const screens: [string, string, string][] = [
    ['dashboard', '/admin', 'h1'],
    ['news list', '/admin/news/list', 'table tbody tr'],
    ['news create', '/admin/news/create', '.ProseMirror'],
    ['comment moderation', '/admin/comment', 'table tbody tr'],
    ['media library', '/admin/media', '[data-testid="media-empty"], .MuiCard-root'],
    ['audit log', '/admin/audit', 'table tbody tr'],
  ];

  for (const [name, path, ready] of screens) {
    it(`has no serious or critical violations on the ${name}`, async () => {
      await open(session.page, path, ready);
      expect(await seriousViolations(session.page)).toEqual([]);
    });
  }

  it('has no serious or critical violations on a news edit form', async () => {
    const [first] = await api<{ id: number }[]>(session.page, '/api/admin/news?range=[0,0]');
    await open(session.page, `/admin/news/${first.id}/edit`, '.ProseMirror');
    expect(await seriousViolations(session.page)).toEqual([]);
    // The body editor is named by its label, for a screen reader and for voice control alike.
    expect(await session.page.getByRole('textbox', { name: 'متن خبر' }).count()).toBe(1);
    await shot(session.page, '70-news-edit-a11y');
  });

  it('names «انتشار اکنون» by what it does, so asking to save never publishes', async () => {
    const [first] = await api<{ id: number }[]>(session.page, '/api/admin/news?range=[0,0]');
    // On a new article and on a saved draft alike, where the walkthrough published one by asking to save.
    for (const path of ['/admin/news/create', `/admin/news/${first.id}/edit`]) {
      await open(session.page, path, '.ProseMirror');
      const saves = session.page.getByRole('button', { name: /ذخیره/ });
      expect(await saves.count(), path).toBe(1);
      expect(await saves.getAttribute('type'), path).toBe('submit');
      const publish = session.page.getByRole('button', { name: 'انتشار اکنون', exact: true });
      expect(await publish.count(), path).toBe(1);
      // The hint stays available as the button's description.
      const described = await publish.evaluate((button) => {
        const ids = (button.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
        return [
          button.getAttribute('title') ?? '',
          button.getAttribute('aria-description') ?? '',
          ...ids.map((id) => document.getElementById(id)?.textContent ?? ''),
        ].join(' ');
      });
      expect(described, path).toContain('منتشرشده');
    }
  });
});

/** The first family the element's text is drawn with. */
const drawnWith = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).fontFamily.split(',')[0].trim().replace(/"/g, ''));

describe('addresses, codes and file names', () => {
  it('draws their Latin digits as Latin digits', async () => {
    const { page } = session;
    await open(page, '/admin/audit', 'table tbody tr');
    const ip = page.locator('table tbody tr td .latin-digits').first();
    expect(await ip.innerText()).toMatch(/\d/);
    expect(await drawnWith(page, 'table tbody tr td .latin-digits')).toBe('Vazirmatn');
    await shot(page, '75-audit-ip-1280');

    const [news] = await api<{ id: number }[]>(page, '/api/admin/news?range=[0,0]');
    await open(page, `/admin/news/${news.id}/edit`, '[data-testid="short-link"]');
    expect(await drawnWith(page, '[data-testid="short-link"]')).toBe('Vazirmatn');

    await open(page, '/admin/media', '.MuiCard-root');
    expect(await drawnWith(page, '[data-testid="media-name"]')).toBe('Vazirmatn');
  });
});

describe('comment moderation on a phone', () => {
  it('lists each comment as a row with its whole date instead of a squeezed table', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 375, height: 812 });
    try {
      await page.goto('/admin/comment');
      const card = page.locator('.RaList-main .MuiListItemText-root').first();
      await card.waitFor();
      expect(await page.locator('table').count()).toBe(0);
      // The whole date and time, e.g. «۴ آذر ۱۴۰۵ ساعت ۱۳:۵۱».
      expect(await card.innerText()).toMatch(/[۰-۹]{1,2} \S+ [۰-۹]{4} ساعت [۰-۹]{2}:[۰-۹]{2}/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await shot(page, '76-comments-375');
    } finally {
      await page.setViewportSize({ width: 1366, height: 900 });
    }
  });
});

describe('the narrow menu', () => {
  it('holds icons only, with no group heading cut short, and passes axe', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/admin', 'h1');
    const menu = page.locator('.RaSidebar-fixed');
    expect(await menu.getByText('مسابقات', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'بستن منو' }).click();
    await page.getByRole('button', { name: 'باز کردن منو' }).waitFor();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    try {
      // Before: «مسابقات» drawn as «مسابقا», «تنظیمات» as «تنظیما», «اطلاعات مرجع» on two lines.
      // A word is cut when part of it shows in the narrow menu and part does not (the items' own names
      // lie wholly outside it, for the tooltips to say).
      const clipped = await menu.evaluate((root) => {
        const box = root.getBoundingClientRect();
        return [...root.querySelectorAll<HTMLElement>('*')]
          .filter((el) => el.childElementCount === 0 && el.innerText?.trim())
          .filter((el) => {
            const r = el.getBoundingClientRect();
            const shows = r.right > box.left && r.left < box.right;
            return shows && (r.left < box.left - 1 || r.right > box.right + 1 || el.scrollWidth > el.clientWidth + 1);
          })
          .map((el) => el.innerText.trim());
      });
      expect(clipped).toEqual([]);
      expect(await menu.locator('.MuiListSubheader-root').count()).toBe(0);
      expect(await seriousViolations(page, '.RaSidebar-fixed')).toEqual([]);
      await page.mouse.move(600, 600);
      await shot(page, '79-menu-narrow-1280');
    } finally {
      await page.getByRole('button', { name: 'باز کردن منو' }).click();
      await page.setViewportSize({ width: 1366, height: 900 });
    }
  });
});
