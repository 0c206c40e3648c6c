import { idParamSchema, messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import { recipeCardsAnswerSchema } from '@receptari/shared/recipes/recipes.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../lib/policy.ts';
import { presentCard } from '../recipes/recipe.presenter.ts';
import * as repo from './review.repo.ts';
import * as service from './review.service.ts';

/**
 * The admins' review of recipes whose media the food check could not call food (status
 * 'pending'): the list, then approve (published) or reject (deleted, its author notified).
 * Their screen comes with the Administration issue.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/recipes/pending',
    {
      schema: {
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) }),
        response: { 200: recipeCardsAnswerSchema },
      },
      preHandler: requireAdmin,
    },
    async (request) => ({
      recipes: (await repo.listPendingCards(app.db, request.query.limit)).map(presentCard),
    }),
  );

  for (const [decision, act] of [
    ['approve', (id: number) => service.approve(app.db, id)],
    ['reject', (id: number, adminId: number) => service.reject(app.db, adminId, id)],
  ] as const) {
    app.post(
      `/admin/recipes/:id/${decision}`,
      { schema: { params: idParamSchema, response: { 200: messageAnswerSchema } }, preHandler: requireAdmin },
      async (request) => {
        const answer = await act(request.params.id, request.auth!.user.id);
        app.caches.recommendations.clear(); // a recipe came or went for everyone
        return answer;
      },
    );
  }
};
