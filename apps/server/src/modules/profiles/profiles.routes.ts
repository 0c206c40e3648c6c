import multipart from '@fastify/multipart';
import { idParamSchema, messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import {
  changePasswordBodySchema,
  profileAnswerSchema,
  profileUpdateAnswerSchema,
  saveLocaleAnswerSchema,
  saveLocaleBodySchema,
  updateProfileBodySchema,
  userRecipesAnswerSchema,
  userRecipesQuerySchema,
} from '@receptari/shared/profiles/profiles.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit, SOCIAL_WRITE_RATE } from '../../lib/per-user-rate-limit.ts';
import { actorOf, requireUser, sessionOf } from '../../lib/policy.ts';
import { changePassword } from '../auth/index.ts';
import { readFilePart } from '../media/index.ts';
import * as service from './profiles.service.ts';

/** Per user, as uploads of recipe media. */
const PICTURE_RATE = perUserRateLimit({ max: 30, timeWindow: '10 minutes' });
/** Per user: each try verifies an argon2 hash, and a stolen token must not guess the password. */
const PASSWORD_RATE = perUserRateLimit({ max: 10, timeWindow: '10 minutes' });

/**
 * Profiles. Reading one is open to visitors, as the /user/{userId} screen is unguarded
 * (docs/product.md#web-routes; and every author link leads there): a visitor sees the published recipes
 * only. Changing one is the signed-in caller's own account only; no route takes a user id to change.
 */
export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/userInfo/:id',
    { schema: { params: idParamSchema, response: { 200: profileAnswerSchema } } },
    async (request) => service.getProfile(app.db, request.auth?.user ?? null, request.params.id),
  );

  app.get(
    '/user/:id/recipes',
    {
      schema: {
        params: idParamSchema,
        querystring: userRecipesQuerySchema,
        response: { 200: userRecipesAnswerSchema },
      },
    },
    async (request) =>
      service.getUserRecipes(app.db, request.auth?.user ?? null, request.params.id, request.query),
  );

  app.post(
    '/updatePerfile',
    {
      schema: { body: updateProfileBodySchema, response: { 200: profileUpdateAnswerSchema } },
      onRequest: requireUser,
      // The author's name is on every card of their recipes, recommendations included.
      config: { changesRecipes: true },
    },
    async (request) => service.updateProfile(app, actorOf(request), request.body),
  );

  app.put(
    '/users/me/locale',
    {
      schema: { body: saveLocaleBodySchema, response: { 200: saveLocaleAnswerSchema } },
      onRequest: requireUser,
      // A switch clicked by hand, as the notification settings: a script's pace is refused.
      config: { rateLimit: SOCIAL_WRITE_RATE },
    },
    async (request) => service.saveLocale(app, actorOf(request), request.body),
  );

  app.post(
    '/cambiarContra',
    {
      schema: { body: changePasswordBodySchema, response: { 200: messageAnswerSchema } },
      onRequest: requireUser,
      config: { rateLimit: PASSWORD_RATE },
    },
    async (request) =>
      changePassword(
        { db: app.db, events: app.events, sessions: app.caches.sessions },
        sessionOf(request),
        request.body,
      ),
  );

  // Multipart only in this scope, for the picture (and in the media module's, for POST /media).
  await app.register(async (upload) => {
    await upload.register(multipart);
    upload.put(
      '/updateProfilePicture',
      {
        schema: { response: { 200: profileUpdateAnswerSchema } },
        onRequest: requireUser,
        // The author's picture is on every card of their recipes.
        config: { rateLimit: PICTURE_RATE, changesRecipes: true },
      },
      async (request) =>
        service.updatePicture(
          { db: app.db, events: app.events, storage: app.mediaStorage, log: request.log },
          actorOf(request),
          await readFilePart(request),
        ),
    );
  });
};
