import type { BrowserContext } from '@playwright/test';
import { registerViaApi, test } from '../fixtures.ts';
import {
  chefWithLive,
  expectVideoPlaying,
  liveMediaLaunch,
  signedInContext,
  liveExpect as expect,
} from '../lives.ts';

/**
 * A live with real media: Chromium's fake camera and microphone (LIVE-MEDIA.md's flags), a chef and
 * two viewers in separate browser contexts. With E2E_SECOND_URL (scripts/e2e.mjs, on PostgreSQL +
 * Redis) the viewers use a second server instance: the chef's events reach them through Redis.
 */
test.use({ launchOptions: liveMediaLaunch });

const viewerBase = process.env.E2E_SECOND_URL;

test('a chef goes live to two viewers: waiting count, video, greetings, camera off, the end', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { chef, live } = await chefWithLive(request);
  const [first, second] = [await registerViaApi(request), await registerViaApi(request)];
  const contexts: BrowserContext[] = [];
  try {
    const chefContext = await signedInContext(browser, chef, undefined, true);
    const viewerContexts = [
      await signedInContext(browser, first, viewerBase, false),
      await signedInContext(browser, second, viewerBase, false),
    ];
    contexts.push(chefContext, ...viewerContexts);
    const viewers = await Promise.all(viewerContexts.map((c) => c.newPage()));

    // The viewers wait, and see each other in the count.
    for (const page of viewers) await page.goto(`/chat/${live.id}`);
    for (const page of viewers) {
      await expect(page.getByText('El live encara no ha començat')).toBeVisible();
      await expect(page.getByTestId('waiting-count')).toHaveText('2 persona(es) esperant');
    }
    await expect(viewers[0]!.getByPlaceholder('El xat s’obrirà quan comenci el live.')).toBeDisabled();

    // The chef's panel: the preview from the fake camera, the toggles, the count, the start.
    const chefPage = await chefContext.newPage();
    await chefPage.goto(`/chat/${live.id}`);
    await expect(chefPage.getByRole('heading', { name: 'Prepara el teu live' })).toBeVisible();
    await expect(chefPage.getByTestId('waiting-count')).toHaveText('2 espectador(s) esperant');
    // The fake camera starts slowly on a loaded 2-core machine (two browsers of three contexts each).
    await expect
      .poll(() => chefPage.getByTestId('own-video').evaluate((v: HTMLVideoElement) => v.videoWidth), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    for (const page of viewers) await expect(page.getByText(`${chef.name} s'ha unit al live`)).toBeVisible();

    // Each viewer notes the moment its first frame is decoded (checked every animation frame).
    const firstFrame = viewers.map((page) =>
      page
        .waitForFunction(
          () => (document.querySelector<HTMLVideoElement>('[data-testid="chef-video"]')?.videoWidth ?? 0) > 0,
          undefined,
          { polling: 'raf', timeout: 40_000 },
        )
        .then(() => Date.now()),
    );
    const startedAt = Date.now();
    await chefPage.getByRole('button', { name: 'Començar el live' }).click();
    await expect(chefPage.getByRole('button', { name: 'Finalitzar el live' })).toBeVisible();
    const frames = (await Promise.all(firstFrame)).map((at) => at - startedAt);
    await Promise.all(viewers.map((page) => expectVideoPlaying(page)));
    // A figure for bench/README.md, not an assertion: the machine's load decides it.
    const figure = `${frames.join(' ms, ')} ms${viewerBase ? ' (viewers on a second instance)' : ''}`;
    console.log(`live room: chef's start to each viewer's first decoded frame: ${figure}`);
    test.info().annotations.push({ type: 'first decoded frame after the start', description: figure });

    // Everyone sees the start and both viewers' automatic 'Hola!'.
    for (const page of [chefPage, ...viewers]) {
      await expect(
        page.getByTestId('system-line').filter({ hasText: 'El live ha començat!' }).first(),
      ).toBeVisible();
      await expect(page.getByTestId('chat-line').filter({ hasText: 'Hola!' })).toHaveCount(2);
    }

    // A chat line from a viewer reaches the chef, trimmed.
    await viewers[1]!.getByLabel('Escriu un missatge...').fill('  Quin peix fas servir?  ');
    await viewers[1]!.getByLabel('Escriu un missatge...').press('Enter');
    await expect(
      chefPage.getByTestId('chat-line').filter({ hasText: 'Quin peix fas servir?' }),
    ).toBeVisible();

    // The camera off: the viewers' picture clears and they read why.
    await chefPage.getByRole('switch', { name: 'Càmera' }).click({ force: true });
    for (const page of viewers) {
      await expect(page.getByText('El xef té la càmera apagada')).toBeVisible();
      await expect(page.getByTestId('chef-video')).toBeHidden();
      await expect(
        page.getByTestId('system-line').filter({ hasText: 'El xef ha desactivat la càmera' }),
      ).toBeVisible();
    }

    // The end, confirmed: the chef back on /live, the viewers see the end modal.
    await chefPage.getByRole('button', { name: 'Finalitzar el live' }).click();
    await chefPage.getByRole('dialog').getByRole('button', { name: 'Finalitzar el live' }).click();
    await chefPage.waitForURL('**/live');
    for (const page of viewers) {
      await expect(page.getByRole('dialog').getByText('El xef ha finalitzat la transmissió')).toBeVisible();
    }
    await viewers[0]!.getByRole('button', { name: 'Tornar a Lives' }).click();
    await viewers[0]!.waitForURL('**/live');
    const after = await request.get(`/api/lives/${live.id}`);
    expect(((await after.json()) as { status: string }).status).toBe('ended');
  } finally {
    for (const context of contexts) await context.close();
  }
});

test('a visitor without a session, and a room that does not exist', async ({ page, account }) => {
  await page.goto('/chat/999999');
  await expect(page.getByText('No estás autenticado')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Iniciar Sessió' })).toBeVisible();
  await page.evaluate((token) => localStorage.setItem('token', token), account.token);
  await page.goto('/chat/999999');
  await expect(page.getByText('Live no encontrado')).toBeVisible();
  await page.getByRole('link', { name: 'Tornar a Lives' }).click();
  await page.waitForURL('**/live');
});
