import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, hydrated, newContext, screenshot } from './browser';
import { useSiteBrowser } from './site-data';

const env = useSiteBrowser();

const activeSlide = (page: Page) =>
  page.locator('.hero__slide').evaluateAll((slides) => slides.findIndex((s) => s.classList.contains('is-active')));
const toggle = (page: Page) => page.locator('.hero__toggle');
/** Pointer and focus both away from the slider. */
async function leave(page: Page) {
  await page.mouse.move(5, 5);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** The home page with the browser's clock under the test's control, hydrated. */
async function openHome(page: Page) {
  await page.clock.install();
  await page.goto(env.baseUrl, { waitUntil: 'networkidle' });
  // The rotation starts only once the slider is hydrated.
  await hydrated(page, '.hero');
  expect(await page.locator('.hero__slide').count()).toBeGreaterThan(1);
}

describe('the home slider', () => {
  it('rotates, and stops for good with a visible button reached from the keyboard', async () => {
    const context = await newContext(env.browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await openHome(page);
    expect(await toggle(page).isVisible()).toBe(true);
    expect(await toggle(page).getAttribute('aria-label')).toBe('توقف چرخش خودکار خبرهای برگزیده');
    expect(await activeSlide(page)).toBe(0);
    await page.clock.runFor(6_500);
    expect(await activeSlide(page)).toBe(1);
    await screenshot(page, 'hero-slider-desktop');

    let reached = false;
    for (let i = 0; i < 40 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await toggle(page).evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    // The page's clock runs on while the keys are pressed: the slide may have moved on meanwhile.
    const stoppedAt = await activeSlide(page);
    await page.keyboard.press('Enter');
    expect(await toggle(page).getAttribute('aria-label')).toBe('پخش چرخش خودکار خبرهای برگزیده');
    expect(await toggle(page).innerText()).toBe('پخش');
    // Stopped, it stays stopped when focus and the pointer leave it.
    await leave(page);
    await page.clock.runFor(20_000);
    expect(await activeSlide(page)).toBe(stoppedAt);
    await toggle(page).click();
    await leave(page);
    await page.clock.runFor(6_500);
    expect(await activeSlide(page)).toBe((stoppedAt + 1) % (await page.locator('.hero__slide').count()));
    await context.close();
  });

  it('holds still while the pointer is on it or focus is in it', async () => {
    const context = await newContext(env.browser, { viewport: DESKTOP });
    const page = await context.newPage();
    await openHome(page);
    await page.locator('.hero').hover();
    await page.clock.runFor(20_000);
    expect(await activeSlide(page)).toBe(0);
    await page.mouse.move(5, 5);
    await page.locator('.hero__dots button').first().focus();
    await page.clock.runFor(20_000);
    expect(await activeSlide(page)).toBe(0);
    await leave(page);
    await page.clock.runFor(6_500);
    expect(await activeSlide(page)).toBe(1);
    await context.close();
  });

  it('does not rotate for a reader who asked for reduced motion, who may still start it', async () => {
    const context = await newContext(env.browser, { phone: true, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    await page.waitForFunction(() => document.querySelector('.hero__toggle')?.textContent === 'پخش');
    await page.clock.runFor(20_000);
    expect(await activeSlide(page)).toBe(0);
    await screenshot(page, 'hero-slider-reduced-motion-phone');
    await toggle(page).click();
    await leave(page);
    await page.clock.runFor(6_500);
    expect(await activeSlide(page)).toBe(1);
    await context.close();
  });
});
