import { fill } from '@receptari/shared/i18n/fill';
import { idParamSchema } from '@receptari/shared/common/common.schemas';
import { ca } from '@receptari/shared/i18n/ca';
import {
  likeAnswerSchema,
  likesCountAnswerSchema,
  recipeCardSchema,
} from '@receptari/shared/recipes/recipes.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { findVisibleRecipe } from '../recipes/recipe-access.ts';
import { presentCard } from '../recipes/recipe.presenter.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as repo from './likes.repo.ts';

export const likesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/recipes/:id/like',
    { schema: { params: idParamSchema, response: { 200: likeAnswerSchema } }, preHandler: requireUser },
    async (request) => {
      const user = request.auth!.user;
      const recipe = await findVisibleRecipe(app.db, user, request.params.id);
      const message = fill(ca.notifications.liked, { name: user.name, title: recipe.title });
      return repo.toggleLike(app.db, user.id, recipe.id, { message, authorId: recipe.userId });
    },
  );

  app.get(
    '/recipes/:id/likes',
    { schema: { params: idParamSchema, response: { 200: likesCountAnswerSchema } } },
    async (request) => {
      const recipe = await findVisibleRecipe(app.db, request.auth?.user ?? null, request.params.id);
      return { likes_count: await repo.likesCount(app.db, recipe.id) };
    },
  );

  app.get(
    '/user/liked-recipes',
    {
      schema: {
        response: {
          200: z.object({ recipes: z.array(recipeCardSchema), recipe_ids: z.array(z.number().int()) }),
        },
      },
    },
    async (request) => {
      if (!request.auth) throw AppError.unauthorized(ca.recipes.likedNeedLogin);
      const cards = (await repo.likedCards(app.db, request.auth.user.id)).map(presentCard);
      return { recipes: cards, recipe_ids: cards.map((c) => c.id) };
    },
  );
};
