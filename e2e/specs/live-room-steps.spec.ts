import type { BrowserContext, Page } from '@playwright/test';
import { registerViaApi, test } from '../fixtures.ts';
import { chefWithLive, liveMediaLaunch, signedInContext, liveExpect as expect } from '../lives.ts';

/**
 * Issue 19 in the browser: the recipe beside the video, the chef's current step reaching every
 * viewer (on a second instance with E2E_SECOND_URL) and a late one, a reaction floating, the
 * viewer count, and after the end the replay the chef's browser recorded (MediaRecorder, mesh),
 * played with its chapters seeking the video.
 */
test.use({ launchOptions: liveMediaLaunch });

const viewerBase = process.env.E2E_SECOND_URL;
/** Through Janus (LIVE_MEDIA=janus) the server records the live; with the mesh, the chef's browser. */
const recordedByServer = process.env.LIVE_MEDIA === 'janus';
const STEPS = ['Estireu la massa.', 'Poseu-hi l’escalivada i enforneu-la.'];

/** The step a page highlights, by its text ('' when none). */
const currentStep = (page: Page) => page.locator('[data-testid="live-step"][aria-current="step"]');

test('the chef walks the recipe step by step; viewers follow, react, and watch the replay with chapters', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { chef, live } = await chefWithLive(request);
  const [first, second, late] = [
    await registerViaApi(request),
    await registerViaApi(request),
    await registerViaApi(request),
  ];
  const contexts: BrowserContext[] = [];
  try {
    const chefContext = await signedInContext(browser, chef, undefined, true);
    const viewerContexts = [
      await signedInContext(browser, first, viewerBase, false),
      await signedInContext(browser, second, viewerBase, false),
    ];
    contexts.push(chefContext, ...viewerContexts);
    const viewers = await Promise.all(viewerContexts.map((c) => c.newPage()));

    // The viewers read the recipe while they wait: the ingredients with a checkbox, the steps.
    for (const page of viewers) {
      await page.goto(`/chat/${live.id}`);
      await expect(page.getByText('El live encara no ha començat')).toBeVisible();
      await expect(page.getByRole('checkbox', { name: '500 g massa de pa' })).toBeVisible();
      await expect(page.getByTestId('live-step')).toHaveText(STEPS.map((s, i) => `${i + 1}${s}`));
    }
    // A ticked ingredient is this viewer's own.
    await viewers[0]!.getByRole('checkbox', { name: '500 g massa de pa' }).check();
    await expect(viewers[1]!.getByRole('checkbox', { name: '500 g massa de pa' })).not.toBeChecked();

    const chefPage = await chefContext.newPage();
    await chefPage.goto(`/chat/${live.id}`);
    // The room's chunk, then the fake camera: as in live-room.spec.ts, the panel first, and the camera
    // given the time a loaded machine takes to start it.
    await expect(chefPage.getByRole('heading', { name: 'Prepara el teu live' })).toBeVisible();
    await expect
      .poll(() => chefPage.getByTestId('own-video').evaluate((v: HTMLVideoElement) => v.videoWidth), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    await chefPage.getByRole('button', { name: 'Començar el live' }).click();
    await expect(chefPage.getByRole('button', { name: 'Finalitzar el live' })).toBeVisible();
    for (const page of viewers) await expect(page.getByTestId('chef-video')).toBeVisible();

    // The chef marks the first step (the 'Pas següent' button): every viewer highlights it. The
    // figure is from the click's event in the chef's page to the highlight's mutation in the last
    // viewer's page (one machine, one clock), not counting Playwright's own steps.
    const highlightedAt = (page: Page, text: string) =>
      page.evaluate(
        (wanted) =>
          new Promise<number>((resolve) => {
            const check = () => {
              const current = document.querySelector('[data-testid="live-step"][aria-current="step"]');
              if (!current?.textContent?.includes(wanted)) return false;
              resolve(Date.now());
              return true;
            };
            if (check()) return;
            const observer = new MutationObserver(() => check() && observer.disconnect());
            observer.observe(document.body, { subtree: true, childList: true, attributes: true });
          }),
        text,
      );
    const clickedAt = () =>
      chefPage.evaluate(
        () =>
          new Promise<number>((resolve) =>
            document.addEventListener('click', () => resolve(Date.now()), { capture: true, once: true }),
          ),
      );
    const stepTimes = async (step: number, click: () => Promise<void>) => {
      const seen = viewers.map((page) => highlightedAt(page, STEPS[step]!));
      const clicked = clickedAt();
      await click();
      const at = await clicked;
      return Math.max(...(await Promise.all(seen)).map((t) => t - at));
    };
    const firstFigure = await stepTimes(0, () =>
      chefPage.getByRole('button', { name: 'Pas següent' }).click(),
    );
    // A little later the second step, by a click on it: a chapter of its own in the replay.
    await chefPage.waitForTimeout(3000);
    const secondFigure = await stepTimes(1, () =>
      chefPage.getByTestId('live-step').nth(1).getByRole('button').click(),
    );
    for (const page of viewers) await expect(currentStep(page)).toContainText(STEPS[1]!);
    console.log(
      `live room: chef's click to the step highlighted on the last viewer: ${firstFigure} ms, ${secondFigure} ms`,
    );
    test.info().annotations.push({
      type: 'step highlighted on every viewer',
      description: `${firstFigure} ms, ${secondFigure} ms${viewerBase ? ' (viewers on a second instance)' : ''}`,
    });
    // The bound is a second from the chef's click to every viewer; the figure is printed,
    // not asserted: it depends on the machine's load (timed assertions do not go in tests).
    // A viewer's page has no buttons to mark steps.
    await expect(viewers[0]!.getByTestId('live-step').getByRole('button')).toHaveCount(0);

    // A late viewer sees the current step at once, and the count shows three watching.
    const lateContext = await signedInContext(browser, late, viewerBase, false);
    contexts.push(lateContext);
    const latePage = await lateContext.newPage();
    await latePage.goto(`/chat/${live.id}`);
    // Its page, socket and recipe load first (slow on a loaded machine): the step is there with them.
    await expect(latePage.getByTestId('live-step').first()).toBeVisible({ timeout: 20_000 });
    await expect(currentStep(latePage)).toContainText(STEPS[1]!);
    await expect(chefPage.getByTestId('viewer-count')).toHaveText('3 mirant');
    await expect(latePage.getByTestId('viewer-count')).toHaveText('3 mirant');

    // A reaction floats over the video for everyone. Each page watches for it from before the
    // click: it lasts two seconds (less motion asked) and three pages are checked.
    type Watching = { fire?: Promise<boolean> };
    const watchers = [chefPage, viewers[0]!, latePage];
    for (const page of watchers)
      await page.evaluate(() => {
        const seen = () =>
          Array.from(document.querySelectorAll('[data-testid="floating-reaction"]')).some((el) =>
            el.textContent?.includes('🔥'),
          );
        (window as unknown as Watching).fire = new Promise<boolean>((resolve) => {
          const observer = new MutationObserver(() => seen() && (observer.disconnect(), resolve(true)));
          observer.observe(document.body, { subtree: true, childList: true });
          window.setTimeout(() => resolve(false), 15_000);
        });
      });
    await viewers[1]!.getByRole('button', { name: 'Reaccionar amb 🔥' }).click();
    const seenBy = await Promise.all(
      watchers.map((page) => page.evaluate(() => (window as unknown as Watching).fire)),
    );
    expect(seenBy).toEqual([true, true, true]);

    // The end. With the mesh the chef's browser uploads its recording; through Janus the server
    // converts Janus's recording (janus-pp-rec) and stores it. Either way the live then has a replay.
    await chefPage.waitForTimeout(1500);
    await chefPage.getByRole('button', { name: 'Finalitzar el live' }).click();
    await chefPage.getByRole('dialog').getByRole('button', { name: 'Finalitzar el live' }).click();
    await chefPage.waitForURL('**/live');
    if (!recordedByServer)
      await expect(chefPage.getByText('La repetició del live ja és disponible.')).toBeVisible({
        timeout: 30_000,
      });
    const replayOf = async () =>
      ((await (await request.get(`/api/lives/${live.id}/replay`)).json()) as {
        url?: string;
        chapters?: { step: number; offset_seconds: number }[];
      }) ?? {};
    await expect.poll(async () => (await replayOf()).url, { timeout: 60_000 }).toBeTruthy();
    const replay = await replayOf();
    // The list was read before the replay existed: read it again.
    await chefPage.reload();
    expect(replay.chapters?.map((c) => c.step)).toEqual([0, 1]);

    // 'Veure la repetició' on the live's card: the video plays, and a chapter seeks it.
    const card = chefPage.getByRole('article').filter({ hasText: live.title });
    await card.getByRole('button', { name: 'Veure la repetició' }).click();
    const dialog = chefPage.getByRole('dialog');
    await expect(dialog.getByText(`Pas 1: ${STEPS[0]}`)).toBeVisible();
    await expect(dialog.getByText(`Pas 2: ${STEPS[1]}`)).toBeVisible();
    const video = dialog.getByTestId('replay-video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
    const secondOffset = replay.chapters![1]!.offset_seconds;
    await dialog.getByRole('button', { name: /Anar al pas 2/ }).click();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(secondOffset);
    await dialog.getByRole('button', { name: /Anar al pas 1/ }).click();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
      .toBeLessThan(secondOffset);
  } finally {
    for (const context of contexts) await context.close();
  }
});
