import { generatedRecipeSchema, generateRecipeRequestSchema } from '@receptari/shared/ai/generate.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { aiRateLimit } from './ai-rate-limit.ts';
import { generateRecipe } from './generate-recipe.service.ts';

/** One press of 'Omplir automàticament' per recipe, a few retries: 10 a minute stops scripts only. */
const GENERATE_PER_MINUTE = 10;

/** POST /api/ai/generate-recipe: the draft's explanation to a whole recipe; nothing is stored. */
export const generateRecipeRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ai/generate-recipe',
    {
      schema: { body: generateRecipeRequestSchema, response: { 200: generatedRecipeSchema } },
      preHandler: requireUser,
      config: { rateLimit: aiRateLimit(GENERATE_PER_MINUTE), writesNothing: true },
    },
    async (request) => generateRecipe(app.ai, request.body, request.log),
  );
};
