import type { Page } from '@playwright/test';

export type Violation = { directive: string; blocked: string; sample: string };
declare global {
  interface Window {
    __cspViolations: Violation[];
  }
}

/**
 * Collects the CSP violations a page reports (`securitypolicyviolation`, from before its first
 * script runs: read them with `page.evaluate(() => window.__cspViolations)`), and returns the
 * console's lines about a refusal.
 */
export async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push({
        directive: e.violatedDirective,
        blocked: e.blockedURI,
        sample: e.sample,
      });
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (/Content[- ]Security[- ]Policy|Refused to/i.test(msg.text())) consoleErrors.push(msg.text());
  });
  return consoleErrors;
}
