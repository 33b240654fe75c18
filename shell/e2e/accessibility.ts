import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** An axe-core rule the page breaks, with the elements that break it. */
export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
  /** axe's account of the first element's failure (for colour contrast: the two colours and the ratio). */
  detail: string;
}

interface AxeResults {
  violations: Array<{ id: string; impact?: string | null; help: string; nodes: Array<{ target: unknown[]; failureSummary?: string }> }>;
}

/** Issue 22: no serious or critical violation on any screen. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The serious and critical axe-core violations of what `page` shows, or of the elements `within`
 * selects (WCAG 2.1 A and AA rules and axe's best practices). axe is evaluated through the
 * DevTools protocol, which the page's CSP does not govern, so the platform's policy stays as strict
 * as it is.
 */
export async function seriousViolations(page: Page, within?: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await axeSource);
  const violations = await page.evaluate(async (selector) => {
    const { axe } = window as unknown as { axe: { run: (context: Document | string, options: object) => Promise<AxeResults> } };
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
    const result = await axe.run(selector ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
      detail: (violation.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
    }));
  }, within);
  return violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
}

/** One line per violation, for a failure message. */
export const describeViolations = (violations: AxeViolation[]) =>
  violations
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} (${violation.targets.slice(0, 5).join(', ')})\n  ${violation.detail}`)
    .join('\n');
