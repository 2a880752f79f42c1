import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

const artifacts = fileURLToPath(new URL('../../artifacts/public-site/', import.meta.url));

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

interface ContextOptions {
  phone?: boolean;
  javaScript?: boolean;
  viewport?: { width: number; height: number };
  /** The device's `prefers-color-scheme`; light unless told. */
  colorScheme?: 'light' | 'dark';
  /** `block` keeps the site's service worker out: requests go from the page through the HTTP cache. */
  serviceWorkers?: 'allow' | 'block';
}

export async function newContext(browser: Browser, opts: ContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    viewport: opts.viewport ?? (opts.phone ? PHONE : DESKTOP),
    deviceScaleFactor: opts.phone ? 2 : 1,
    isMobile: opts.phone ?? false,
    hasTouch: opts.phone ?? false,
    javaScriptEnabled: opts.javaScript ?? true,
    colorScheme: opts.colorScheme ?? 'light',
    serviceWorkers: opts.serviceWorkers ?? 'allow',
    locale: 'fa-IR',
  });
}

/**
 * Screenshot kept as a CI artifact (the folder is git-ignored): the full page, or only the viewport
 * for full-screen layers, which a full-page capture would stretch.
 */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: `${artifacts}${name}.png`, fullPage });
}

/** Screenshot of one part of a page, such as a section looked at on its own. */
export async function screenshotOf(part: Locator, name: string): Promise<void> {
  mkdirSync(artifacts, { recursive: true });
  await part.screenshot({ path: `${artifacts}${name}.png` });
}

/** Which way an arrow icon points on screen: from its path's start towards its tip, halfway along. */
export function pointing(control: Locator): Promise<'left' | 'right'> {
  return control.locator('svg path').evaluate((path: SVGPathElement) => {
    const matrix = path.getScreenCTM()!;
    const at = (length: number) => {
      const point = path.getPointAtLength(length);
      return new DOMPoint(point.x, point.y).matrixTransform(matrix).x;
    };
    return at(path.getTotalLength() / 2) > at(0) ? 'right' : 'left';
  });
}

/**
 * Waits until React has hydrated `selector` (its props are attached) and run the effects that followed.
 * The server HTML is complete, so a page looks ready before it is: hydration runs as a transition, later
 * on a slow machine, and a click before it is a full page load instead of a move inside the app.
 */
export async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const element = document.querySelector(sel);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  }, selector);
  // Two tasks posted the way React's scheduler posts its own: the passive effects have run after them.
  await page.evaluate(() => {
    const task = () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    return task().then(task);
  });
}
