import {
  calendarParamsSchema,
  calendarTokenAnswerSchema,
  calendarTokenStateSchema,
  mealPlanAnswerSchema,
  mealPlanEntryAnswerSchema,
  mealPlanEntryBodySchema,
  mealPlanParamsSchema,
  mealPlanQuerySchema,
  mealPlanShoppingAnswerSchema,
  mealPlanShoppingBodySchema,
  mealPlanUpdateBodySchema,
} from '@receptari/shared/meal-plan/meal-plan.schemas';
import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { perUserRateLimit } from '../../lib/per-user-rate-limit.ts';
import { actorOf, requireUser } from '../../lib/policy.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import * as calendar from './calendar.service.ts';
import * as service from './meal-plan.service.ts';

/** Planning by hand (adding, moving, dragging servings): far above anyone's pace, below a script's. */
const PLAN_WRITE_RATE = perUserRateLimit({ max: 60, timeWindow: '1 minute' });
/** A whole week onto the shopping list: one transaction per recipe set, and the household hears it. */
const WEEK_TO_LIST_RATE = perUserRateLimit({ max: 10, timeWindow: '1 minute' });
/** A new calendar address is asked for once in a long while. */
const CALENDAR_TOKEN_RATE = perUserRateLimit({ max: 10, timeWindow: '10 minutes' });

/** The calendar's address is absolute: a request whose host is not a bare host[:port] is refused. */
function feedOrigin(request: FastifyRequest): string {
  const origin = publicOrigin(request);
  if (!origin) throw AppError.badRequest('bad_request', trPlanning.errors.badHost);
  return origin;
}

/** The planner (docs/product.md#meal-plan): every call is the signed-in user's own plan, bar the feed. */
export const mealPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/meal-plan',
    {
      schema: { querystring: mealPlanQuerySchema, response: { 200: mealPlanAnswerSchema } },
      onRequest: requireUser,
    },
    async (request) => service.getWeek(app.db, actorOf(request), request.query.week),
  );

  app.post(
    '/meal-plan',
    {
      schema: { body: mealPlanEntryBodySchema, response: { 201: mealPlanEntryAnswerSchema } },
      onRequest: requireUser,
      config: { rateLimit: PLAN_WRITE_RATE },
    },
    async (request, reply) =>
      reply.code(201).send(await service.addEntry(app.db, actorOf(request), request.body)),
  );

  app.put(
    '/meal-plan/:id',
    {
      schema: {
        params: mealPlanParamsSchema,
        body: mealPlanUpdateBodySchema,
        response: { 200: mealPlanEntryAnswerSchema },
      },
      onRequest: requireUser,
      config: { rateLimit: PLAN_WRITE_RATE },
    },
    async (request) => service.updateEntry(app.db, actorOf(request), request.params.id, request.body),
  );

  // 204: no body, so no answer schema.
  app.delete(
    '/meal-plan/:id',
    {
      schema: { params: mealPlanParamsSchema },
      onRequest: requireUser,
      config: { rateLimit: PLAN_WRITE_RATE },
    },
    async (request, reply) => {
      await service.deleteEntry(app.db, actorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/meal-plan/shopping',
    {
      schema: { body: mealPlanShoppingBodySchema, response: { 200: mealPlanShoppingAnswerSchema } },
      onRequest: requireUser,
      config: { rateLimit: WEEK_TO_LIST_RATE },
    },
    async (request) => service.addWeekToShoppingList(app.db, app.events, actorOf(request), request.body.week),
  );

  // The address carries the secret: never kept by a shared cache (lib/public-origin.ts says what is trusted).
  app.get(
    '/meal-plan/calendar-token',
    { schema: { response: { 200: calendarTokenStateSchema } }, onRequest: requireUser },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return calendar.getCalendarToken(app.db, actorOf(request), feedOrigin(request));
    },
  );

  app.post(
    '/meal-plan/calendar-token',
    {
      schema: { response: { 200: calendarTokenAnswerSchema } },
      onRequest: requireUser,
      config: { rateLimit: CALENDAR_TOKEN_RATE },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return calendar.rotateCalendarToken(app.db, actorOf(request), feedOrigin(request));
    },
  );

  // No login: calendar apps fetch it on their own, and the token in the path is the secret
  // (docs/product.md#meal-plan). `public` ignores any Authorization header sent. A path that fails
  // the schema is not told apart from an unknown token: both answer the API's plain 404.
  app.get(
    '/meal-plan/calendar/:file',
    { schema: { params: calendarParamsSchema }, config: { public: true }, attachValidation: true },
    async (request, reply) => {
      if (request.validationError) throw calendar.feedNotFound();
      const feed = await calendar.calendarFeed(app.db, request.params.file, feedOrigin(request));
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .send(feed);
    },
  );
};
