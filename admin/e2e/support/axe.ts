import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

interface AxeResult {
  violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[];
}

/**
 * The serious and critical axe-core findings on the page as it stands (WCAG 2.x A and AA rules), or
 * inside the element `within` selects.
 */
export async function seriousViolations(page: Page, within?: string): Promise<AxeFinding[]> {
  /*
   * Judged once settled: mid-transition is not what a user reads. A menu fading out after its item
   * was chosen measured as low-contrast text on a loaded machine. Endless animations (a spinner) are
   * not waited for.
   */
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  // Evaluated rather than added as a script tag: the back office's policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: object): Promise<unknown> } }).axe;
    return axe.run(selector ? { include: [[selector]] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
  }, within);
  return (result as AxeResult).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact ?? null, help: v.help, targets: v.nodes.slice(0, 5).map((n) => String(n.target)) }));
}
