import {
  addedRecipeAnswerSchema,
  addRecipeToListBodySchema,
  addShoppingItemBodySchema,
  addShoppingMemberBodySchema,
  clearCheckedAnswerSchema,
  patchShoppingItemBodySchema,
  shoppingItemAnswerSchema,
  shoppingItemParamsSchema,
  shoppingListAnswerSchema,
  shoppingMemberParamsSchema,
  shoppingRecipeParamsSchema,
} from '@receptari/shared/shopping-list/shopping-list.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../lib/per-user-rate-limit.ts';
import { actorOf, requireUser } from '../../lib/policy.ts';
import * as items from './shopping-items.service.ts';
import * as members from './shopping-members.service.ts';
import * as recipes from './shopping-recipes.service.ts';

/**
 * Per user and route: ticking a whole shop's lines in a minute fits, a script's pace does not (each
 * write locks the household's list and tells every member's screen).
 */
const LIST_WRITE = { rateLimit: perUserRateLimit({ max: 120, timeWindow: '1 minute' }) };
/** Adding recipes and sharing: a few a minute by hand. */
const LIST_ADD = { rateLimit: perUserRateLimit({ max: 30, timeWindow: '1 minute' }) };

const list = { 200: shoppingListAnswerSchema };

/** The caller's shopping list (docs/product.md#shopping-list): their household's when they are a member of one. */
export const shoppingListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/shopping-list', { schema: { response: list }, onRequest: requireUser }, async (request) =>
    items.getList(app.db, actorOf(request)),
  );

  app.post(
    '/shopping-list/recipes/:recipeId',
    {
      schema: {
        params: shoppingRecipeParamsSchema,
        body: addRecipeToListBodySchema,
        response: { 200: addedRecipeAnswerSchema },
      },
      onRequest: requireUser,
      config: LIST_ADD,
    },
    async (request) =>
      recipes.addRecipe(app.db, app.events, actorOf(request), request.params.recipeId, request.body.servings),
  );

  app.delete(
    '/shopping-list/recipes/:recipeId',
    {
      schema: { params: shoppingRecipeParamsSchema, response: list },
      onRequest: requireUser,
      config: LIST_WRITE,
    },
    async (request) => recipes.removeRecipe(app.db, app.events, actorOf(request), request.params.recipeId),
  );

  app.post(
    '/shopping-list/items',
    {
      schema: { body: addShoppingItemBodySchema, response: { 201: shoppingItemAnswerSchema } },
      onRequest: requireUser,
      config: LIST_WRITE,
    },
    async (request, reply) =>
      reply.code(201).send(await items.addItem(app.db, app.events, actorOf(request), request.body)),
  );

  app.patch(
    '/shopping-list/items/:id',
    {
      schema: {
        params: shoppingItemParamsSchema,
        body: patchShoppingItemBodySchema,
        response: { 200: shoppingItemAnswerSchema },
      },
      onRequest: requireUser,
      config: LIST_WRITE,
    },
    async (request) => items.patchItem(app.db, app.events, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/shopping-list/items/:id',
    {
      schema: { params: shoppingItemParamsSchema, response: list },
      onRequest: requireUser,
      config: LIST_WRITE,
    },
    async (request) => items.deleteItem(app.db, app.events, actorOf(request), request.params.id),
  );

  app.delete(
    '/shopping-list/checked',
    { schema: { response: { 200: clearCheckedAnswerSchema } }, onRequest: requireUser, config: LIST_WRITE },
    async (request) => items.clearChecked(app.db, app.events, actorOf(request)),
  );

  app.post(
    '/shopping-list/members',
    {
      schema: { body: addShoppingMemberBodySchema, response: { 201: shoppingListAnswerSchema } },
      onRequest: requireUser,
      config: LIST_ADD,
    },
    async (request, reply) =>
      reply.code(201).send(await members.addMember(app.db, app.events, actorOf(request), request.body.name)),
  );

  app.delete(
    '/shopping-list/members/:userId',
    {
      schema: { params: shoppingMemberParamsSchema, response: list },
      onRequest: requireUser,
      config: LIST_WRITE,
    },
    async (request) => members.removeMember(app.db, app.events, actorOf(request), request.params.userId),
  );
};
