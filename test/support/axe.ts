import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the rules the audit holds every view to. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface Audit {
  /** One line per element that breaks a rule: the rule, the element (a CSS path) and axe's summary of what to fix. */
  violations: string[];
  /** The rules that ran and applied to something on the page (passed or not). */
  applied: string[];
}

/**
 * axe-core's audit of what the page shows now, at WCAG 2.2 AA. `target-size` (2.5.8) is off in
 * axe by default even under its tag, so it is switched on by name. The page must allow axe's
 * script: start the app with `bypassCSP`.
 */
export async function auditPage(page: Page): Promise<Audit> {
  const results = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: WCAG_AA_TAGS }, rules: { 'target-size': { enabled: true } } })
    .analyze();
  const violations = results.violations.flatMap((rule) =>
    rule.nodes.map((node) => `${rule.id} at ${node.target.join(' > ')}: ${rule.help}. ${(node.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`),
  );
  return { violations, applied: [...results.passes, ...results.violations].map((rule) => rule.id) };
}
