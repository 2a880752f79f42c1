import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  rule: string;
  impact: string | null | undefined;
  targets: string[];
}

/**
 * axe run inside the page as it stands (after hydration, for the callers here). Injected through the
 * debugging protocol, which the page's Content-Security-Policy does not govern. The label-in-name rule is
 * experimental in axe and turned on by name: a voice-control user says the words they see. `only` runs
 * just the rules named.
 */
export async function axeViolations(page: Page, only?: string[]): Promise<Violation[]> {
  await page.evaluate(axeSource);
  const options = only
    ? { resultTypes: ['violations'], runOnly: { type: 'rule', values: only } }
    : { resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } };
  const results = await page.evaluate(
    (opts) => (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<AxeResults> } }).axe.run(document, opts),
    options,
  );
  return results.violations.map((v) => ({ rule: v.id, impact: v.impact, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}
