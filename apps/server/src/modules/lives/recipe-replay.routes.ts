import { idParamSchema } from '@receptari/shared/common/common.schemas';
import { recipeReplayAnswerSchema } from '@receptari/shared/lives/lives.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireUser } from '../../lib/policy.ts';
import { getRecipeReplay } from './live-replay.service.ts';

/**
 * A recipe's newest replay, for cook mode (docs/product.md#cook-mode): signed in only, like the
 * recipe's detail whose steps it points into.
 */
export const recipeReplayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/recipes/:id/replay',
    {
      schema: { params: idParamSchema, response: { 200: recipeReplayAnswerSchema } },
      onRequest: requireUser,
    },
    async (request) => getRecipeReplay(app.db, actorOf(request), request.params.id),
  );
};
