import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { type Account, bearer, demoAccounts, expect, registerViaApi } from './fixtures.ts';
import { chromiumLaunch } from './playwright.config.ts';
import { madridParts } from '@receptari/shared/lives/lives.rules';
import { publishRecipeViaApi } from './recipes.ts';

/** What the live rooms' specs share: Chromium's fake camera and microphone (LIVE-MEDIA.md's flags), a chef with a live. */
export const liveMediaLaunch = {
  ...chromiumLaunch,
  args: [
    ...chromiumLaunch.args,
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    '--autoplay-policy=no-user-gesture-required',
    '--allow-loopback-in-peer-connection',
  ],
};

/**
 * The live rooms' expect: 25 s, not the config's 10 s. What they wait for crosses two or three
 * browsers, the sockets and the media (a greeting, a chat line, the camera switched off); with the
 * E2E stage's two workers beside three live browsers on two cores, one such wait took over 10 s in CI
 * (live-room.spec, 2026-11-30). A budget for a wait, never a measure of how fast it is.
 */
export const liveExpect = expect.configure({ timeout: 25_000 });

const admin = demoAccounts.find((a) => a.role === 'admin')!;

/** A fresh chef (promoted by the demo admin) with a live of a recipe of theirs, in a few minutes. */
export async function chefWithLive(request: APIRequestContext) {
  const chef = await registerViaApi(request);
  const login = await request.post('/api/login', { data: { name: admin.name, password: admin.password } });
  const { token } = (await login.json()) as { token: string };
  const promoted = await request.put(`/api/usuarios/${chef.user.id}/rol`, {
    headers: bearer(token),
    data: { role: 'chef' },
  });
  expect(promoted.status(), await promoted.text()).toBe(200);
  const recipeId = await publishRecipeViaApi(request, chef, `Suquet en directe ${chef.name}`);
  const { dia, hora } = madridParts(new Date(Date.now() + 10 * 60_000));
  const created = await request.post('/api/lives', {
    headers: bearer(chef.token),
    data: { recipe_id: recipeId, dia, hora },
  });
  expect(created.status(), await created.text()).toBe(201);
  const live = (await created.json()) as { id: number; title: string };
  return { chef, live };
}

/** A browser context signed in as `account` on `base` (a page of its own origin). */
export async function signedInContext(
  browser: Browser,
  account: Account,
  base: string | undefined,
  camera: boolean,
) {
  const context = await browser.newContext({
    ...(base && { baseURL: base }),
    ...(camera && { permissions: ['camera', 'microphone'] }),
  });
  await context.addInitScript((token) => localStorage.setItem('token', token), account.token);
  return context;
}

/** The chef's video in a viewer's page is playing real frames: a size, and time moving on. */
export async function expectVideoPlaying(page: Page, timeout = 20_000) {
  const video = page.getByTestId('chef-video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout })
    .toBeGreaterThan(0);
  const first = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(first);
}
