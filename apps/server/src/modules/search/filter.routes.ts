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
import { listIngredientNames } from './search.repo.ts';
import { searchRecipes } from './search.service.ts';

const answer = { response: { 200: recipeListAnswerSchema } };

/**
 * The filter calls of spec section 7, each one filter of the combined search. The options (times,
 * ingredients) are public like the catalogue; the recipe lists are signed-in only, as search is.
 */
export const filterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/times', { schema: { response: { 200: timesAnswerSchema } } }, async () => ({
    times: offeredTimes(),
  }));

  app.get('/ingredients', { schema: { response: { 200: ingredientsAnswerSchema } } }, async () => ({
    ingredients: await listIngredientNames(app.db),
  }));

  app.get('/filterByCategory/:id', { schema: answer, preHandler: requireUser }, async (request) => {
    const { id } = parseInput(catalogFilterParamsSchema, request.params);
    return searchRecipes(app.db, { category: [id], ...parseInput(filterPageQuerySchema, request.query) });
  });

  app.get('/filterByCuisine/:id', { schema: answer, preHandler: requireUser }, async (request) => {
    const { id } = parseInput(catalogFilterParamsSchema, request.params);
    return searchRecipes(app.db, { cuisine: [id], ...parseInput(filterPageQuerySchema, request.query) });
  });

  app.get('/filterByTime/:id', { schema: answer, preHandler: requireUser }, async (request) => {
    const { id } = parseInput(timeFilterParamsSchema, request.params);
    return searchRecipes(app.db, { max_time: id, ...parseInput(filterPageQuerySchema, request.query) });
  });
};
