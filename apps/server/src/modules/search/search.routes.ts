import { recipeListAnswerSchema } from '@receptari/shared/recipes/recipes.schemas';
import { ingredientFilterBodySchema, searchQuerySchema } from '@receptari/shared/search/search.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { parseInput } from './parse-input.ts';
import { searchAnswerJson, sendJson } from './search-answer.ts';

const answer = { response: { 200: recipeListAnswerSchema } };

/**
 * The combined search and the spec's ingredient filter. Registered before /recipes/:id. Signed-in
 * only, as the search screen. Inputs are parsed in the handler (parseInput) so a refusal carries
 * the schema's own sentence as its message. Answers come from the shared search cache
 * (search-answer.ts): signed-in callers all see the same cards for the same query.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/recipes/search', { schema: answer, preHandler: requireUser }, async (request, reply) =>
    sendJson(reply, await searchAnswerJson(app.db, app.caches, parseInput(searchQuerySchema, request.query))),
  );

  app.post(
    '/recipes/filter-by-ingredients',
    // It only reads: the answer caches stay as they are.
    { schema: answer, preHandler: requireUser, config: { writesNothing: true } },
    async (request, reply) => {
      const { ingredients, ...page } = parseInput(ingredientFilterBodySchema, request.body);
      return sendJson(
        reply,
        await searchAnswerJson(app.db, app.caches, { ingredient: ingredients, ...page }),
      );
    },
  );
};
