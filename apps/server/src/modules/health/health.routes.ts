import {
  healthAnswerSchema,
  livenessAnswerSchema,
  type ReadinessAnswer,
  readinessAnswerSchema,
} from '@receptari/shared/health/health.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readinessChecks } from './readiness.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Kept as it was: the E2E runner and the benches wait on it (database only).
  app.get(
    '/health',
    { schema: { response: { 200: healthAnswerSchema } }, config: { public: true } },
    async () => {
      await app.database.ping();
      return { status: 'ok' as const, database: app.database.kind };
    },
  );

  app.get(
    '/health/live',
    { schema: { response: { 200: livenessAnswerSchema } }, config: { public: true } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: { response: { 200: readinessAnswerSchema, 503: readinessAnswerSchema } },
      config: { public: true },
    },
    async (_request, reply) => {
      const checks = await readinessChecks(app);
      const ready = Object.values(checks).every((state) => state === 'ok');
      const answer: ReadinessAnswer = { status: ready ? 'ready' : 'unavailable', checks };
      return reply.status(ready ? 200 : 503).send(answer);
    },
  );
};
