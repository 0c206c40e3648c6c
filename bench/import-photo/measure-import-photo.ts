import type { ImportedDraft } from '@receptari/shared/import/import.schemas';
import { prepareForOcr } from '../../apps/server/src/modules/import/photo/ocr/prepare-for-ocr.ts';
import { runTesseract } from '../../apps/server/src/modules/import/photo/ocr/run-tesseract.ts';
import { RECIPE_CARDS, type RecipeCard } from '../../apps/server/test/fixtures/recipe-cards.ts';
import { type CardFont, renderCardPhoto } from '../../apps/server/test/helpers/render-recipe-card.ts';

/** The issue's target: a phone's photo of a card read into a draft in under 10 s. */
export const PHONE_TARGET_MS = 10_000;
const PHONE = { width: 3000, height: 4000 };

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’-]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();

/** One photo through the route, as a browser's FormData sends it; the draft and the time taken. */
async function post(base: string, auth: Record<string, string>, photo: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'fitxa.jpg');
  const started = performance.now();
  const res = await fetch(`${base}/api/import/photo`, { method: 'POST', headers: auth, body: form });
  const body = (await res.json()) as ImportedDraft & { message?: string };
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`import-photo: ${res.status} ${body.message ?? ''}`);
  return { draft: body, ms };
}

/** What came back of the card: the title, the ingredient names found, the steps. */
function score(card: RecipeCard, draft: ImportedDraft) {
  const found = card.names.filter((name) =>
    draft.ingredients.some((row) => fold(row.name).includes(fold(name))),
  );
  const title = fold(draft.title) === fold(card.title);
  const pass =
    title && found.length >= Math.ceil(card.names.length * 0.8) && draft.steps.length === card.steps.length;
  return {
    cells: `${title ? 'yes' : `no: «${draft.title}»`} | ${found.length}/${card.names.length} | ${draft.steps.length}/${card.steps.length} | ${pass ? 'PASS' : 'FAIL'}`,
    pass,
  };
}

/** Where the time of one phone photo goes, outside the route: sharp's preparation, then tesseract. */
async function split(photo: Buffer) {
  const t0 = performance.now();
  const prepared = await prepareForOcr(photo);
  const t1 = performance.now();
  await runTesseract('tesseract', prepared, 60_000);
  return { prepareMs: t1 - t0, tesseractMs: performance.now() - t1 };
}

/** Three cards per hand as 3000x4000 phone photos (with a camera's noise), posted one after the other. */
export async function measurePhone(
  base: string,
  auth: Record<string, string>,
  fonts: readonly CardFont[],
  log: (line: string) => void,
) {
  const rows = [
    '| hand | card | photo | total ms | sharp ms | tesseract ms | read |',
    '|---|---|---:|---:|---:|---:|---|',
  ];
  let worstMs = 0;
  for (const font of fonts) {
    for (const card of RECIPE_CARDS.slice(0, 3)) {
      const photo = await renderCardPhoto(card, font, { ...PHONE, angle: -1.2, sensorNoise: true });
      const { draft, ms } = await post(base, auth, photo);
      const parts = await split(photo);
      worstMs = Math.max(worstMs, ms);
      const row = `| ${font} | ${card.id} | ${(photo.length / 1024 / 1024).toFixed(1)} MB | ${ms.toFixed(0)} | ${parts.prepareMs.toFixed(0)} | ${parts.tesseractMs.toFixed(0)} | ${score(card, draft).pass ? 'PASS' : 'FAIL'} |`;
      log(row);
      rows.push(row);
    }
  }
  return { table: rows.join('\n'), worstMs };
}

/** Every card in one hand at 1500x2000, through the route: what was read back, per card. */
export async function readEveryCard(
  base: string,
  auth: Record<string, string>,
  font: CardFont,
  log: (line: string) => void,
) {
  const rows = [
    '| card | language | title | ingredients | steps | 80 % and all steps | ms |',
    '|---|---|---|---:|---:|---|---:|',
  ];
  for (const card of RECIPE_CARDS) {
    const photo = await renderCardPhoto(card, font, {
      angle: card.language === 'es' ? -2 : 1.5,
      seed: card.id.length,
    });
    const { draft, ms } = await post(base, auth, photo);
    const row = `| ${card.id} | ${card.language} | ${score(card, draft).cells} | ${ms.toFixed(0)} |`;
    log(`${font} ${row}`);
    rows.push(row);
  }
  return rows.join('\n');
}
