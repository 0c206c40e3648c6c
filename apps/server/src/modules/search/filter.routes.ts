import { recipeListAnswerSchema } from '@receptari/shared/recipes/recipes.schemas';
import {
  catalogFilterParamsSchema,
  filterPageQuerySchema,
  ingredientsAnswerSchema,
  offeredTimes,
  timeFilterParamsSchema,
  timesAnswerSchema,
} from '@receptari/shared/search/search.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { parseInput } from './parse-input.ts';
import { ingredientsAnswerJson, searchAnswerJson, sendJson } from './search-answer.ts';
import type { SearchInput } from './search.service.ts';

const answer = { response: { 200: recipeListAnswerSchema } };

/**
 * The filter calls of spec section 7, each one filter of the combined search. The options (times,
 * ingredients) are public like the catalogue; the recipe lists are signed-in only, as search is.
 */
export const filterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/times', { schema: { response: { 200: timesAnswerSchema } } }, async () => ({
    times: offeredTimes(),
  }));

  app.get(
    '/ingredients',
    { schema: { response: { 200: ingredientsAnswerSchema } } },
    async (_request, reply) => sendJson(reply, await ingredientsAnswerJson(app.db, app.caches.search)),
  );

  // Through the search cache, under the key of the equivalent search (search-answer.ts).
  const answerFor = async (reply: Parameters<typeof sendJson>[0], input: SearchInput) =>
    sendJson(reply, await searchAnswerJson(app.db, app.caches, input));

  app.get('/filterByCategory/:id', { schema: answer, preHandler: requireUser }, async (request, reply) => {
    const { id } = parseInput(catalogFilterParamsSchema, request.params);
    return answerFor(reply, { category: [id], ...parseInput(filterPageQuerySchema, request.query) });
  });

  app.get('/filterByCuisine/:id', { schema: answer, preHandler: requireUser }, async (request, reply) => {
    const { id } = parseInput(catalogFilterParamsSchema, request.params);
    return answerFor(reply, { cuisine: [id], ...parseInput(filterPageQuerySchema, request.query) });
  });

  app.get('/filterByTime/:id', { schema: answer, preHandler: requireUser }, async (request, reply) => {
    const { id } = parseInput(timeFilterParamsSchema, request.params);
    return answerFor(reply, { max_time: id, ...parseInput(filterPageQuerySchema, request.query) });
  });
};
