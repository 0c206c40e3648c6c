import { nutritionEstimateSchema, nutritionRequestSchema } from '@receptari/shared/ai/ai.schemas';
import { chatAnswerSchema, chatRequestSchema } from '@receptari/shared/ai/chat.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { aiRateLimit } from './ai-rate-limit.ts';
import { routeCheckFood } from './check-food.route.ts';
import * as service from './ai.service.ts';
import { answerChat } from './chat.service.ts';
import { generateRecipeRoute } from './generate-recipe.route.ts';

/** The form re-estimates at most every 1.5 s while typing (spec section 7); 60 a minute leaves room. */
const NUTRITION_PER_MINUTE = 60;
/** A person types a question every few seconds at most; 20 a minute stops scripts, not people. */
const CHAT_PER_MINUTE = 20;

export const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(generateRecipeRoute);
  app.post(
    '/ai/nutrition',
    {
      schema: { body: nutritionRequestSchema, response: { 200: nutritionEstimateSchema } },
      preHandler: requireUser,
      config: { rateLimit: aiRateLimit(NUTRITION_PER_MINUTE), writesNothing: true },
    },
    async (request) => service.estimateNutrition(app.ai, request.body, request.log),
  );
  // Open to visitors (the spec leaves /Chat unguarded); limited per user, or per address when anonymous.
  app.post(
    '/ai/chat',
    {
      schema: { body: chatRequestSchema, response: { 200: chatAnswerSchema } },
      config: { rateLimit: aiRateLimit(CHAT_PER_MINUTE), writesNothing: true },
    },
    async (request) => answerChat(app.ai, app.db, request.body, request.log),
  );
  routeCheckFood(app);
};
