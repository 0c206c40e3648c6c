import { recipeListAnswerSchema } from '@receptari/shared/recipes/recipes.schemas';
import {
  catalogFilterParamsSchema,
  filterPageQuerySchema,
  ingredientFilterBodySchema,
  ingredientsAnswerSchema,
  offeredTimes,
  searchAnswerSchema,
  searchQuerySchema,
  timeFilterParamsSchema,
  timesAnswerSchema,
} from '@receptari/shared/search/search.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJson } from '../../lib/cached-json.ts';
import { requireUser } from '../../lib/policy.ts';
import { ingredientsAnswerJson, listAnswerJson, searchAnswerJson } from './search-answer.service.ts';
import { COUNT_BUDGET_MS } from './search-count.repo.ts';
import type { SearchInput } from './search.service.ts';
import { withWhatIHaveRoutes } from './with-what-i-have.routes.ts';

const answer = { 200: recipeListAnswerSchema };

/**
 * The combined search and the filter calls (docs/product.md#search-and-filter-calls), each one filter of the
 * same search. The recipe lists are signed-in only, as the search screen; the filter options (times,
 * ingredients) are public like the catalogue. Answers come from the shared search cache
 * (search-answer.service.ts): signed-in callers all see the same cards for the same query.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = (input: SearchInput) => listAnswerJson(app.db, app.caches, input);
  // The count's budget is a statement timeout, which only PostgreSQL has (search-count.repo.ts).
  const countBudgetMs = app.database.kind === 'postgres' ? COUNT_BUDGET_MS : undefined;

  // The one list that also counts its matches and takes every issue 32 parameter
  // (docs/product.md#finding-recipes); the filter calls keep the spec's answer.
  app.get(
    '/recipes/search',
    {
      schema: { querystring: searchQuerySchema, response: { 200: searchAnswerSchema } },
      onRequest: requireUser,
    },
    async (request, reply) =>
      sendJson(reply, await searchAnswerJson(app.db, app.caches, request.query, { countBudgetMs })),
  );

  app.post(
    '/recipes/filter-by-ingredients',
    // It only reads: the answer caches stay as they are.
    {
      schema: { body: ingredientFilterBodySchema, response: answer },
      onRequest: requireUser,
      config: { writesNothing: true },
    },
    async (request, reply) => {
      const { ingredients, ...page } = request.body;
      return sendJson(reply, await search({ ingredient: ingredients, ...page }));
    },
  );

  // The filter calls (docs/product.md#search-and-filter-calls): one filter of the same search, its
  // value in the path, so a bad value is a 422 with the schema's sentence (pathIsInput).
  const filterRoute = (
    path: string,
    params: typeof catalogFilterParamsSchema | typeof timeFilterParamsSchema,
    toInput: (value: number) => Partial<SearchInput>,
  ) =>
    app.get(
      path,
      {
        schema: { params, querystring: filterPageQuerySchema, response: answer },
        onRequest: requireUser,
        config: { pathIsInput: true },
      },
      async (request, reply) =>
        sendJson(reply, await search({ ...toInput(request.params.id), ...request.query })),
    );
  filterRoute('/filterByCategory/:id', catalogFilterParamsSchema, (id) => ({ category: [id] }));
  filterRoute('/filterByCuisine/:id', catalogFilterParamsSchema, (id) => ({ cuisine: [id] }));
  filterRoute('/filterByTime/:id', timeFilterParamsSchema, (minutes) => ({ max_time: minutes }));

  await app.register(withWhatIHaveRoutes);

  app.get('/times', { schema: { response: { 200: timesAnswerSchema } } }, async () => ({
    times: offeredTimes(),
  }));

  app.get(
    '/ingredients',
    { schema: { response: { 200: ingredientsAnswerSchema } } },
    async (_request, reply) => sendJson(reply, await ingredientsAnswerJson(app.db, app.caches)),
  );
};
