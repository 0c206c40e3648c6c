import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    axe: typeof import('axe-core');
  }
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules issue 35's audit asks for. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core on the page as drawn, injected through the DevTools protocol (which the page's CSP does
 * not govern): each finding of the given rules or tags at `impacts` as `rule: element — why`.
 */
export async function axeFindings(
  page: Page,
  run: { rules?: string[]; tags?: string[] },
  impacts: readonly string[] = ['minor', 'moderate', 'serious', 'critical'],
) {
  await page.evaluate(axeSource);
  const found = await page.evaluate(async (run) => {
    const only = run.rules ?? { type: 'tag' as const, values: run.tags ?? [] };
    const result = await window.axe.run(document, { runOnly: only });
    return result.violations.flatMap((v) =>
      v.nodes.map((n) => ({
        impact: v.impact ?? '',
        text: `${v.id}: ${n.target.join(' ')} — ${n.failureSummary}`,
      })),
    );
  }, run);
  return found.filter((f) => impacts.includes(f.impact)).map((f) => f.text);
}
