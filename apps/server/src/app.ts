import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions, LogController, type onRouteHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { AiProvider } from './ai/ai-provider.ts';
import { createAiProvider } from './ai/create-ai-provider.ts';
import type { Config } from './config.ts';
import { type AppCaches, createCaches, dropAfterWrite } from './lib/app-caches.ts';
import { createEventBus, type EventBus } from './lib/events.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import type { Db, DatabaseHandle } from './db/database.ts';
import { adminUsersRoutes } from './modules/admin-users/index.ts';
import { aiRoutes } from './modules/ai/index.ts';
import { auditRoutes } from './modules/audit/index.ts';
import {
  authRoutes,
  type FailureCounter,
  LOGIN_WINDOW_MS,
  memoryFailureCounter,
  redisFailureCounter,
} from './modules/auth/index.ts';
import { catalogRoutes } from './modules/catalog/index.ts';
import { commentsRoutes } from './modules/comments/index.ts';
import { exportRoutes } from './modules/export/index.ts';
import { foldersRoutes } from './modules/folders/index.ts';
import { feedRoutes } from './modules/feed/index.ts';
import { followsRoutes } from './modules/follows/index.ts';
import { cooksnapReviewRoutes, cooksnapsRoutes } from './modules/cooksnaps/index.ts';
import { reportsRoutes } from './modules/reports/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { importRoutes } from './modules/import/index.ts';
import { likesRoutes } from './modules/likes/index.ts';
import { livesRoutes } from './modules/lives/index.ts';
import { mealPlanRoutes } from './modules/meal-plan/index.ts';
import { mediaRoutes } from './modules/media/index.ts';
import { notificationsRoutes } from './modules/notifications/index.ts';
import { pdfRoutes } from './modules/pdf/index.ts';
import { preferencesRoutes } from './modules/preferences/index.ts';
import { profilesRoutes } from './modules/profiles/index.ts';
import { landingHints, landingListJson, recipeShareTags, recipesRoutes } from './modules/recipes/index.ts';
import { recommendationsRoutes } from './modules/recommendations/index.ts';
import { reviewRoutes } from './modules/review/index.ts';
import { savedRoutes } from './modules/saved/index.ts';
import { searchRoutes } from './modules/search/index.ts';
import { shoppingListRoutes } from './modules/shopping-list/index.ts';
import { verificationRoutes } from './modules/verification/index.ts';
import { registerAuth } from './plugins/auth.ts';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler.ts';
import { registerRejectControlCharacters } from './plugins/reject-control-characters.ts';
import { applySecurityHeaders, registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerRequestLocale } from './plugins/request-locale.ts';
import { closeConnectionsOnClose } from './plugins/close-connections-on-close.ts';
import type { AppIo } from './lib/app-socket.ts';
import { registerSocketIo } from './plugins/socket-io.ts';
import { createFirstPaint } from './plugins/first-paint.ts';
import { registerStatic } from './plugins/static.ts';
import { countRequestsInFlight } from './lib/requests-in-flight.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOpenApi, registerTagged } from './plugins/openapi.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { registerRealtime } from './realtime/index.ts';
import { createMediaStorage, mediaDirOf } from './storage/create-media-storage.ts';
import type { MediaStorage } from './storage/media-storage.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that only computes (an AI estimate): it leaves every answer cache as it is. */
    writesNothing?: boolean;
    /** A write that adds, edits or removes a recipe: every user's recommendations may change. */
    changesRecipes?: boolean;
  }
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Db;
    redis: Redis | null;
    loginFailures: FailureCounter;
    /** The AI gateway (ai/): builtin or OpenAI-compatible, per AI_PROVIDER. */
    ai: AiProvider;
    /** In-process answer caches and what drops them (lib/app-caches.ts). */
    caches: AppCaches;
    /** Domain events after commit (lib/events.ts): in-process, or Redis pub/sub with REDIS_URL. */
    events: EventBus;
    /** Socket.IO under /socket.io (plugins/socket-io.ts); handlers in realtime/ and modules/lives/room/. */
    io: AppIo;
    /** Where uploads, pictures and replays are stored (storage/): one for the app, built here. */
    mediaStorage: MediaStorage;
  }
}

/** Every module's routes under /api. */
const apiRoutes = [
  // Order does not matter: Fastify's router tries static paths (/recipes/search) before parametric ones.
  healthRoutes,
  authRoutes,
  catalogRoutes,
  preferencesRoutes,
  recommendationsRoutes,
  searchRoutes,
  recipesRoutes,
  likesRoutes,
  savedRoutes,
  foldersRoutes,
  mealPlanRoutes,
  commentsRoutes,
  notificationsRoutes,
  pdfRoutes,
  reviewRoutes,
  aiRoutes,
  mediaRoutes,
  profilesRoutes,
  followsRoutes,
  feedRoutes,
  cooksnapsRoutes,
  cooksnapReviewRoutes,
  reportsRoutes,
  verificationRoutes,
  adminUsersRoutes,
  auditRoutes,
  livesRoutes,
  shoppingListRoutes,
  importRoutes,
  exportRoutes,
];

/** The web build sits beside the server: apps/web/dist, from src/ and from dist/ alike. */
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export const BODY_LIMIT = 1024 * 1024;

export async function buildApp(opts: {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Keeps apps that share one Redis (tests, several deployments) apart. */
  redisKeyPrefix?: string;
  /** Told of every route as it is registered (the route-table authorization test). */
  onRoute?: onRouteHookHandler;
}) {
  const { config, database } = opts;
  // First, so a half-configured AI provider stops the start before Fastify or Redis are set up.
  const ai = createAiProvider(config);
  const app = Fastify({
    logger: opts.logger ?? { level: config.LOG_LEVEL },
    bodyLimit: BODY_LIMIT,
    // Off unless TRUST_PROXY names the proxies: else any client picks its own address, and with it
    // a fresh login lock-out, registration and anonymous AI budget on every request.
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    return503OnClosing: true,
    // Fastify's two lines per request are replaced by plugins/request-log.ts (LOG_REQUESTS, LOG_SLOW_MS).
    logController: new LogController({ disableRequestLogging: true }),
    // The router's own refusals come before any hook: they still get the security headers.
    frameworkErrors: (err, request, reply) => {
      applySecurityHeaders(request, reply);
      return answerFrameworkError(err, request, reply);
    },
  });
  countRequestsInFlight(app);
  registerSecurityHeaders(app);
  await registerRequestLocale(app);
  closeConnectionsOnClose(app);
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, {
        maxRetriesPerRequest: 2,
        keyPrefix: opts.redisKeyPrefix ?? config.REDIS_KEY_PREFIX,
      })
    : null;
  // Unheard, ioredis prints each failed reconnection to stderr; the process never depends on it.
  redis?.on('error', (err: unknown) => app.log.warn({ err }, 'Redis connection error'));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('redis', redis);
  app.decorate('ai', ai);
  app.decorate('caches', createCaches());
  app.decorate('mediaStorage', createMediaStorage(config));
  app.addHook('onClose', async () => app.mediaStorage.close?.());
  // Dropped before the answer leaves, so the writer's next read never sees the old state.
  app.addHook('onSend', async (request, reply, payload) => {
    const write = request.method !== 'GET' && request.method !== 'HEAD';
    if (write && reply.statusCode < 400 && !request.routeOptions.config.writesNothing) {
      dropAfterWrite(app.caches, request.auth ?? null, request.routeOptions.config.changesRecipes);
    }
    return payload;
  });
  app.decorate(
    'loginFailures',
    redis ? redisFailureCounter(redis, LOGIN_WINDOW_MS) : memoryFailureCounter(LOGIN_WINDOW_MS),
  );
  // QUIT can lose the race with the socket's own close and be rejected with "Connection is closed."
  // (seen in CI, failing a test's teardown): the connection is gone either way, so the close goes on.
  app.addHook('onClose', async () => {
    await redis?.quit().catch(() => redis.disconnect());
  });
  // The builtin food check's worker thread ends with the app: tests and SIGTERM never wait on it.
  app.addHook('onClose', async () => ai.close?.());
  app.decorate('events', await createEventBus(redis, app.log));
  // onClose hooks run last-added first: the bus closes before the Redis connection it publishes on.
  app.addHook('onClose', () => app.events.close());
  // After the bus (its events are counted), before the routes and Socket.IO (theirs too).
  registerMetrics(app);
  registerRequestLog(app);

  registerErrorHandler(app);
  await registerCompression(app);
  await app.register(rateLimit, { global: false, ...(redis && { redis, nameSpace: 'rl:' }) });

  // Before the routes: the document hears each as it is registered.
  await registerOpenApi(app);
  await app.register(
    async (api) => {
      registerAuth(api);
      registerRejectControlCharacters(api);
      for (const routes of apiRoutes) await api.register(registerTagged(routes));
    },
    { prefix: '/api' },
  );

  const mediaDir = mediaDirOf(config);
  if (config.MEDIA_STORE === 'local') mkdirSync(mediaDir, { recursive: true });
  const webDistDir = config.WEB_DIST_DIR ?? defaultWebDist;
  await registerStatic(app, {
    mediaDir,
    mediaStorage: app.mediaStorage,
    webDistDir,
    landingHints: (list) => landingHints(app.db, app.caches, list),
    recipeTags: (id, origin) => recipeShareTags(app.db, app.caches, id, origin),
    firstPaint: createFirstPaint({
      modulePath: join(webDistDir, '..', 'dist-prepaint', 'render-prepaint.js'),
      popularJson: () => landingListJson(app.db, app.caches),
      log: app.log,
    }),
  });
  await registerSocketIo(app);
  registerRealtime(app);
  return app;
}
