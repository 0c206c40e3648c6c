import type { Page } from '@playwright/test';
import { watchViolations } from '../csp.ts';
import { expect, test } from '../fixtures.ts';

/**
 * The theme (docs/product.md#theme): the system's by default, or the one chosen on /perfil and kept
 * on the device, set by the head script (apps/web/build/color-scheme-script.ts) before anything is
 * painted, the server's first paint included, under the CSP; an input's edge at 3:1 in both themes.
 * The browser asks for dark unless a test says otherwise. Text contrast in both themes, with the
 * rest of WCAG AA, is accessibility.spec.ts's.
 */
test.use({ colorScheme: 'dark' });

/** theme.ts's dark page and providers.tsx's cream one, as getComputedStyle writes them. */
const DARK_PAGE = 'rgb(36, 29, 25)';
const CREAM_PAGE = 'rgb(255, 250, 245)';

declare global {
  interface Window {
    /** <html>'s theme when <body> began: what the head script set, before any module ran. */
    __schemeAtBody: string | null;
  }
}

/** Watches CSP violations (e2e/csp.ts) and notes the theme as <body> began. */
async function watch(page: Page) {
  const consoleErrors = await watchViolations(page);
  await page.addInitScript(() => {
    window.__schemeAtBody = null;
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      window.__schemeAtBody = document.documentElement.getAttribute('data-mantine-color-scheme');
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  return async () => {
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  };
}

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
/** The browser bar's colour: the first theme-color tag whose media applies, as a browser picks it. */
const barColor = (page: Page) =>
  page.evaluate(
    () =>
      Array.from(document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')).find(
        (meta) => !meta.media || matchMedia(meta.media).matches,
      )?.content,
  );
/** lib/theme-color.ts's colours. */
const DARK_BAR = '#241d19';
const LIGHT_BAR = '#b84f24';
const shownScheme = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

test("a visitor's first paint of / is dark before the app's code runs", async ({ page }) => {
  const noViolations = await watch(page);
  // Only the head script may run: every other script of the app (the boot module and its chunks) is
  // refused, so what shows is the server's paint as the browser first draws it.
  const appCode: string[] = [];
  await page.route(/\/assets\/[^/]+\.js$/, (route) => {
    if (/\/assets\/color-scheme-[\w-]+\.js$/.test(route.request().url())) return route.continue();
    appCode.push(route.request().url());
    return route.abort();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  expect(appCode.length, 'the boot module was asked for, and refused').toBeGreaterThan(0);
  expect(await page.evaluate(() => window.__schemeAtBody)).toBe('dark');
  expect(await shownScheme(page)).toBe('dark');
  await expect(page.getByRole('tab', { name: 'Més populars' })).toBeVisible();
  expect(
    await page.evaluate(() => {
      const root = document.getElementById('root')!;
      return Object.keys(root).some((key) => key.startsWith('__reactContainer'));
    }),
    'React never ran',
  ).toBe(false);
  expect(await pageBackground(page)).toBe(DARK_PAGE);
  expect(await barColor(page)).toBe(DARK_BAR);
  await noViolations();
});

test("'Clar' on /perfil stays light after a reload though the system is dark", async ({
  signedInPage: page,
}) => {
  const noViolations = await watch(page);
  await page.goto('/perfil');
  expect(await page.evaluate(() => window.__schemeAtBody)).toBe('dark');
  const theme = page.getByRole('radiogroup', { name: 'Tema' });
  await expect(theme.getByRole('radio', { name: 'Com el sistema' })).toBeChecked();
  expect(await pageBackground(page)).toBe(DARK_PAGE);

  await theme.getByText('Clar', { exact: true }).click();
  await expect(theme.getByRole('radio', { name: 'Clar' })).toBeChecked();
  await expect.poll(() => pageBackground(page)).toBe(CREAM_PAGE);
  expect(await barColor(page)).toBe(LIGHT_BAR);

  await page.reload();
  // Set by the head script, before the app's modules ran, so never a dark frame first.
  expect(await page.evaluate(() => window.__schemeAtBody)).toBe('light');
  await expect(
    page.getByRole('radiogroup', { name: 'Tema' }).getByRole('radio', { name: 'Clar' }),
  ).toBeChecked();
  expect(await shownScheme(page)).toBe('light');
  expect(await pageBackground(page)).toBe(CREAM_PAGE);
  expect(await barColor(page)).toBe(LIGHT_BAR); // the head script's tag, before index.html's

  // Back to the system's: dark again, by keyboard (the choices are one radio group).
  await page.getByRole('radio', { name: 'Clar' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Com el sistema' })).toBeChecked();
  await expect.poll(() => pageBackground(page)).toBe(DARK_PAGE);
  expect(await barColor(page)).toBe(DARK_BAR);
  await noViolations();
});

/** WCAG's contrast ratio of two `rgb(r, g, b)` colours. */
function contrast(a: string, b: string) {
  const luminance = (rgb: string) => {
    const [r, g, bl] = (rgb.match(/\d+/g) ?? []).slice(0, 3).map((c) => {
      const s = Number(c) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`an input's edge stands at 3:1 against the page in ${scheme} (WCAG 1.4.11), and turns red in error`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/login');
    const field = page.getByLabel("Nom d'usuari");
    const edge = () => field.evaluate((el) => getComputedStyle(el).borderTopColor);
    // What the edge stands against: the nearest box with a background (the card), else the page.
    const around = await field.evaluate((el) => {
      for (let box = el.parentElement; box; box = box.parentElement) {
        const background = getComputedStyle(box).backgroundColor;
        if (background !== 'rgba(0, 0, 0, 0)') return background;
      }
      return getComputedStyle(document.body).backgroundColor;
    });
    const ratio = contrast(await edge(), around);
    console.log(`input edge in ${scheme}: ${ratio.toFixed(2)}:1`);
    expect(ratio).toBeGreaterThanOrEqual(3);
    const before = await edge();
    await page.getByRole('button', { name: 'Iniciar Sessió' }).click();
    await expect(page.getByText('El nom d’usuari és obligatori.')).toBeVisible();
    expect(await edge()).not.toBe(before);
  });
}
