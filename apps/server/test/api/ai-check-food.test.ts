import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { tr } from '@receptari/shared/i18n/tr/core';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AiProviderError } from '../../src/ai/ai-provider-error.ts';
import { createOpenAiProvider } from '../../src/ai/openai/create-openai-provider.ts';
import { buildOpenAiTestApp } from '../helpers/ai-test-app.ts';
import { buildTestAppWithUser, registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { answer, delay, type FakeChatCompletions } from '../helpers/fake-chat-completions.ts';
import { multipartBody } from '../helpers/upload-media.ts';
import { dataUrl, foodPhoto, humanAsset } from '../helpers/sample-images.ts';

const noise = (seed: number) => {
  const raw = Buffer.alloc(320 * 240 * 3, 0).map((_, i) => (i * 2654435761 + seed) % 251);
  return sharp(raw, { raw: { width: 320, height: 240, channels: 3 } })
    .png()
    .toBuffer();
};

async function check(app: TestApp, image: string, headers: Record<string, string>) {
  return app.inject({ method: 'POST', url: '/api/ai/check-food', payload: { image }, headers });
}

describe('POST /api/ai/check-food with the builtin detector', () => {
  let app: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => ({ app, auth } = await buildTestAppWithUser()));
  afterAll(() => app.dispose());

  it('401 without a token', async () => {
    expect((await check(app, dataUrl(foodPhoto('E007')), {})).statusCode).toBe(401);
  });

  // Photos the measurement (bench/food-check) shows detected: fruit and a dish.
  it.each(['E007', 'E049', 'T007'])('answers food for IFCT photo %s, naming what it saw', async (code) => {
    const res = await check(app, dataUrl(foodPhoto(code)), auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ verdict: 'food', isFood: true });
    expect(res.json().reason).toMatch(/^S'hi veu: .+\.$/);
  });

  it('keeps random noise and a flat colour unverified, never food', async () => {
    const flat = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#c87828' } })
      .webp()
      .toBuffer();
    for (const [image, mime] of [
      [await noise(7), 'image/png'],
      [flat, 'image/webp'],
    ] as const) {
      const res = await check(app, dataUrl(image, mime), auth);
      expect(res.json()).toEqual({ verdict: 'unverified', isFood: false, reason: tr.foodCheck.unverified });
    }
  });

  it('refuses a photo of people as not food', async () => {
    const res = await check(app, dataUrl(humanAsset('screenshot-vrm.jpg')), auth);
    expect(res.json()).toEqual({
      verdict: 'not_food',
      isFood: false,
      reason: 'La imatge mostra persones, no menjar.',
    });
  });

  it('415 for a frame that is not a JPEG, PNG or WebP, whatever its prefix says', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
    for (const image of [
      dataUrl(Buffer.from('%PDF-1.7 not a photo')),
      dataUrl(gif, 'image/gif'),
      'not a data url',
    ]) {
      const res = await check(app, image, auth);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(tr.foodCheck.notAnImage);
    }
  });

  it('422 (the builtin has no upstream to fail) with the spec message for a JPEG that cannot be decoded', async () => {
    const truncated = foodPhoto('E007').subarray(0, 600);
    const res = await check(app, dataUrl(truncated), auth);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('ai_input_refused');
    expect(res.json().message).toBe('Error al procesar la imagen. Si us plau, prova amb una altra imatge.');
  });

  it('413 for a frame over 2 MB', async () => {
    const big = Buffer.concat([foodPhoto('E007'), Buffer.alloc(2 * 1024 * 1024)]);
    const res = await check(app, dataUrl(big), auth);
    expect(res.statusCode).toBe(413);
  });
});

describe('POST /api/media runs the food check on every image', () => {
  let app: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => ({ app, auth } = await buildTestAppWithUser()));
  afterAll(() => app.dispose());

  const upload = async (image: Buffer) => {
    const body = await multipartBody(image, 'foto.jpg', 'image/jpeg');
    return app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...auth, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const storedFiles = () => {
    try {
      return readdirSync(join(app.config.dataDir, 'media'), { recursive: true }).length;
    } catch {
      return 0;
    }
  };

  it('stores a food photo and answers its verdict', async () => {
    const res = await upload(foodPhoto('E049'));
    expect(res.statusCode).toBe(201);
    expect(res.json().check).toMatchObject({ verdict: 'food' });
  });

  it('stores an image nothing was recognised in, as unverified', async () => {
    const res = await upload(await noise(3));
    expect(res.statusCode).toBe(201);
    expect(res.json().check).toEqual({ verdict: 'unverified', reason: tr.foodCheck.unverified });
  });

  it('refuses a photo of people with 422 and stores nothing', async () => {
    const before = storedFiles();
    const res = await upload(humanAsset('screenshot-vrm.jpg'));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('La imatge no és vàlida: La imatge mostra persones, no menjar.');
    expect(storedFiles()).toBe(before);
  });
});

describe('checkFood with an OpenAI-compatible vision model', () => {
  let dispose: () => Promise<void>;
  let fake: FakeChatCompletions;
  let app: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    ({ app, fake, dispose } = await buildOpenAiTestApp({ AI_MODEL: 'text-model' }));
    ({ auth } = await registerUser(app));
  });
  beforeEach(() => fake.reset());
  afterAll(() => dispose());

  it('sends the image inline with the prompt and answers the model verdict', async () => {
    fake.enqueue(answer({ isFood: true, reason: 'Un plat de fruita tallada.' }));
    const photo = foodPhoto('E007');
    const res = await check(app, dataUrl(photo), auth);
    expect(res.json()).toEqual({ verdict: 'food', isFood: true, reason: 'Un plat de fruita tallada.' });
    const sent = fake.requests[0]!.body;
    expect(sent.response_format).toEqual({ type: 'json_object' });
    const parts = sent.messages![0]!.content as {
      type: string;
      text?: string;
      image_url?: { url: string };
    }[];
    expect(parts.find((p) => p.type === 'text')?.text).toMatch(/isFood.*Catalan.*not sure, isFood is false/s);
    expect(parts.find((p) => p.type === 'image_url')?.image_url?.url).toBe(dataUrl(photo));
  });

  it('uses AI_VISION_MODEL when given, AI_MODEL otherwise', async () => {
    fake.enqueue(
      answer({ isFood: false, reason: 'Un cotxe.' }),
      answer({ isFood: false, reason: 'Un cotxe.' }),
    );
    const base = { baseUrl: fake.url, model: 'text-model', timeoutMs: 1000 };
    expect(
      await createOpenAiProvider({ ...base, visionModel: 'vision-model' }).checkFood(foodPhoto('E007')),
    ).toEqual({
      verdict: 'not_food',
      isFood: false,
      reason: 'Un cotxe.',
    });
    await createOpenAiProvider(base).checkFood(foodPhoto('E007'));
    expect(fake.requests.map((r) => r.body.model)).toEqual(['vision-model', 'text-model']);
  });

  it('502 for an answer that is not the JSON asked for', async () => {
    fake.enqueue(answer('Sí, sembla menjar.'));
    const res = await check(app, dataUrl(foodPhoto('E007')), auth);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(tr.foodCheck.failed);
  });

  it('502 when the provider times out twice, and the provider throws a timeout error', async () => {
    fake.enqueue(delay(5000), delay(5000));
    const res = await check(app, dataUrl(foodPhoto('E007')), auth);
    expect(res.statusCode).toBe(502);
    fake.enqueue(delay(5000), delay(5000));
    const provider = createOpenAiProvider({ baseUrl: fake.url, model: 'm', timeoutMs: 200 });
    await expect(provider.checkFood(foodPhoto('E007'))).rejects.toMatchObject({ kind: 'timeout' });
    await expect(provider.checkFood(foodPhoto('E007'))).rejects.toBeInstanceOf(AiProviderError);
  });
});
