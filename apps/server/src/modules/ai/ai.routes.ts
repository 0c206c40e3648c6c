import { nutritionEstimateSchema, nutritionRequestSchema } from '@receptari/shared/ai/ai.schemas';
import { chatAnswerSchema, chatRequestSchema } from '@receptari/shared/ai/chat.schemas';
import {
  checkFoodAnswerSchema,
  checkFoodRequestSchema,
  FOOD_CHECK_MAX_DATA_URL,
} from '@receptari/shared/ai/food-check.schemas';
import { generatedRecipeSchema, generateRecipeRequestSchema } from '@receptari/shared/ai/generate.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserOrAddressRateLimit, perUserRateLimit } from '../../lib/per-user-rate-limit.ts';
import { actorOf, requireUser } from '../../lib/policy.ts';
import * as service from './ai.service.ts';
import { checkFood } from './check-food.service.ts';

/**
 * The form re-estimates at most every 1.5 s while typing (docs/product.md#nutrition-estimate); 60 a minute
 * leaves room.
 */
const NUTRITION_PER_MINUTE = 60;
/** One press of 'Omplir automàticament' per recipe, a few retries: 10 a minute stops scripts only. */
const GENERATE_PER_MINUTE = 10;
/** A person types a question every few seconds at most; 20 a minute stops scripts, not people. */
const CHAT_PER_MINUTE = 20;
/** A video is checked at up to 5 frames (docs/product.md#food-check); 30 a minute covers a few retries. */
const CHECK_FOOD_PER_MINUTE = 30;

/**
 * The AI gateway's calls (DESIGN.md section 4). Each only computes: the answer caches stay as they
 * are (`writesNothing`). The rate limits are per user (every call costs compute or money, and many
 * users may share one address), counted after requireUser (lib/per-user-rate-limit.ts).
 */
export const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ai/nutrition',
    {
      schema: { body: nutritionRequestSchema, response: { 200: nutritionEstimateSchema } },
      onRequest: requireUser,
      config: {
        rateLimit: perUserRateLimit({ max: NUTRITION_PER_MINUTE, timeWindow: '1 minute' }),
        writesNothing: true,
      },
    },
    async (request) => service.estimateNutrition(app.ai, request.body, request.log),
  );

  app.post(
    '/ai/generate-recipe',
    {
      schema: { body: generateRecipeRequestSchema, response: { 200: generatedRecipeSchema } },
      onRequest: requireUser,
      config: {
        rateLimit: perUserRateLimit({ max: GENERATE_PER_MINUTE, timeWindow: '1 minute' }),
        writesNothing: true,
      },
    },
    async (request) => service.generateRecipe(app.ai, request.body, request.log),
  );

  // Open to visitors (/Chat is unguarded: docs/product.md#web-routes); limited per user, or per
  // address when anonymous.
  app.post(
    '/ai/chat',
    {
      schema: { body: chatRequestSchema, response: { 200: chatAnswerSchema } },
      config: {
        rateLimit: perUserOrAddressRateLimit({ max: CHAT_PER_MINUTE, timeWindow: '1 minute' }),
        writesNothing: true,
      },
    },
    async (request) =>
      service.answerChat(app.ai, { db: app.db, caches: app.caches }, request.body, request.log),
  );

  app.post(
    '/ai/check-food',
    {
      schema: { body: checkFoodRequestSchema, response: { 200: checkFoodAnswerSchema } },
      // The JSON around the data URL is a few bytes: a larger body is refused before parsing.
      bodyLimit: FOOD_CHECK_MAX_DATA_URL + 1024,
      onRequest: requireUser,
      config: {
        rateLimit: perUserRateLimit({ max: CHECK_FOOD_PER_MINUTE, timeWindow: '1 minute' }),
        writesNothing: true,
      },
    },
    async (request) =>
      checkFood({ ai: app.ai, db: app.db, log: request.log }, actorOf(request).id, request.body),
  );
};
