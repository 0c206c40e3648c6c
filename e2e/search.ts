import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { bearer, expect } from './fixtures.ts';

/** What the search specs read of a card: the API's card fields the screen shows or orders by. */
export type Card = { id: number; title: string; prep_time: number; cook_time: number };

/** Every card the search API answers for `query` (all pages), in the order the screen shows them. */
export async function searchApi(request: APIRequestContext, token: string, query: string): Promise<Card[]> {
  const cards: Card[] = [];
  let cursor = '';
  do {
    const params = new URLSearchParams(query);
    params.set('limit', '100');
    if (cursor) params.set('cursor', cursor);
    const res = await request.get(`/api/recipes/search?${params.toString()}`, { headers: bearer(token) });
    expect(res.status(), await res.text()).toBe(200);
    const page = (await res.json()) as { recipes: Card[]; next_cursor: string | null };
    cards.push(...page.recipes);
    cursor = page.next_cursor ?? '';
  } while (cursor);
  return cards;
}

export const cards = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 });
export const titles = (list: { title: string }[]) => list.map((c) => c.title);
export const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Cerca receptes', exact: true });
export const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A chip of the drawer, by the start of its words (Mantine's checkbox input is visually hidden). */
export const chip = (scope: Locator, name: string) =>
  scope.locator('label').filter({ hasText: new RegExp(`^${escape(name)}( \\(|$)`) });

export async function openDrawer(page: Page) {
  await page.getByRole('button', { name: /^Filtres/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filtres de receptes' });
  await expect(drawer).toBeVisible();
  return drawer;
}
