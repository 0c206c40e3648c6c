import { nutritionEstimateSchema, nutritionRequestSchema } from '@receptari/shared/ai/ai.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { aiRateLimit } from './ai-rate-limit.ts';
import * as service from './ai.service.ts';

/** The form re-estimates at most every 1.5 s while typing (spec section 7); 60 a minute leaves room. */
const NUTRITION_PER_MINUTE = 60;

export const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ai/nutrition',
    {
      schema: { body: nutritionRequestSchema, response: { 200: nutritionEstimateSchema } },
      preHandler: requireUser,
      config: { rateLimit: aiRateLimit(NUTRITION_PER_MINUTE), writesNothing: true },
    },
    async (request) => service.estimateNutrition(app.ai, request.body, request.log),
  );
};
