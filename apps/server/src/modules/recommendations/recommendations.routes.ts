import { HOME_LIST_SIZE } from '@receptari/shared/recipes/recipes.rules';
import { recipeCardsAnswerSchema } from '@receptari/shared/recipes/recipes.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.ts';
import { presentCard } from '../recipes/recipe.presenter.ts';
import { recommendedCards } from './recommendations.repo.ts';

export const recommendationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/recipes/recommended',
    {
      schema: {
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(HOME_LIST_SIZE) }),
        response: { 200: recipeCardsAnswerSchema },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const { id } = request.auth!.user;
      const { limit } = request.query;
      // Ranked once per user and limit for the cache's lifetime (lib/app-caches.ts), validated and
      // serialised then: a hit costs neither the ranking nor Zod.
      const body = await app.caches.recommendations.get(`${id}:${limit}`, async () =>
        JSON.stringify(
          recipeCardsAnswerSchema.parse({
            recipes: (await recommendedCards(app.db, id, limit)).map(presentCard),
          }),
        ),
      );
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );
};
