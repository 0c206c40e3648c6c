import {
  checkFoodRequestSchema,
  FOOD_CHECK_MAX_DATA_URL,
  checkFoodAnswerSchema,
} from '@receptari/shared/ai/food-check.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { aiRateLimit } from './ai-rate-limit.ts';
import { assertOwnVideo, checkFoodFrame, recordVideoFrame } from './check-food.service.ts';

/** A video is checked at up to 5 frames (spec section 5); 30 a minute covers a few retries. */
const CHECK_FOOD_PER_MINUTE = 30;
/** The JSON around the data URL is a few bytes; a larger body is refused before parsing. */
const BODY_LIMIT = FOOD_CHECK_MAX_DATA_URL + 1024;

type AiApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * POST /api/ai/check-food: `{ image: dataURL, video? }`, one frame the browser took, answered
 * `{ verdict, isFood, reason }` (and `video_verdict` for a named video).
 */
export function routeCheckFood(app: AiApp) {
  app.post(
    '/ai/check-food',
    {
      schema: { body: checkFoodRequestSchema, response: { 200: checkFoodAnswerSchema } },
      bodyLimit: BODY_LIMIT,
      // Before the body is read: a 2.7 MB frame is parsed only for a signed-in user.
      onRequest: requireUser,
      config: { rateLimit: aiRateLimit(CHECK_FOOD_PER_MINUTE), writesNothing: true },
    },
    async (request) => {
      const { image, video } = request.body;
      const userId = request.auth!.user.id;
      if (video !== undefined) await assertOwnVideo(app.db, userId, video);
      const check = await checkFoodFrame(app.ai, image, request.log);
      if (video === undefined) return check;
      return { ...check, video_verdict: await recordVideoFrame(app.db, userId, video, check) };
    },
  );
}
