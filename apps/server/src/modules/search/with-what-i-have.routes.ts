import { withWhatIHaveAnswerSchema, withWhatIHaveBodySchema } from '@receptari/shared/search/search.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../lib/per-user-rate-limit.ts';
import { requireUser } from '../../lib/policy.ts';
import { cachedGroups } from './search-answer.service.ts';
import { cookWithWhatIHave } from './with-what-i-have.service.ts';

/**
 * Each request ranks up to thousands of candidate recipes (with-what-i-have.repo.ts), where a search
 * reads a page: far above anyone's pace by hand, far below a script's (docs/security.md).
 */
const WITH_WHAT_I_HAVE_RATE = perUserRateLimit({ max: 30, timeWindow: '1 minute' });

/** POST /recipes/with-what-i-have (docs/product.md#cook-with-what-i-have): signed-in only, like search. */
export const withWhatIHaveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/recipes/with-what-i-have',
    {
      schema: { body: withWhatIHaveBodySchema, response: { 200: withWhatIHaveAnswerSchema } },
      onRequest: requireUser,
      // It only reads: the answer caches stay as they are.
      config: { writesNothing: true, rateLimit: WITH_WHAT_I_HAVE_RATE },
    },
    async (request) =>
      cookWithWhatIHave(app.db, request.body, {
        ingredientGroups: () => cachedGroups(app.db, app.caches),
      }),
  );
};
