import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorAnswerSchema } from '@receptari/shared/common/common.schemas';
import type { FastifyInstance, FastifyPluginAsync, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** Where the document and its page are (docs/decisions/0024-api-docs.md). */
export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const API_DOCS_PREFIX = '/api/docs';

/**
 * The page's own CSP: the app's (plugins/security-headers.ts), plus `data:` images for the icons
 * Swagger UI's stylesheet inlines, and the hash of the one small <style> element its script adds
 * (Chromium names it when it blocks it; a new Swagger UI may change it: the page still works, one
 * console error says so). Its scripts and stylesheets are files served from here, none inline.
 */
const SWAGGER_UI_STYLE_HASH = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";
export const API_DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  `style-src 'self' ${SWAGGER_UI_STYLE_HASH}`,
  "style-src-attr 'none'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The error answers every route of a kind can give, with the codes (common/error-codes.ts) each carries. */
const ERROR_ANSWERS = {
  badBody: [400, 'malformed_json: the body is not valid JSON'],
  tooLarge: [413, 'body_too_large: the body is over the limit'],
  mediaType: [415, 'unsupported_media_type: a body of a type the route does not read'],
  unauthorized: [401, 'unauthorized: no token, or one that is unknown or expired'],
  notFound: [404, 'bad_path: a path id that is not one; not_found, or the resource’s own *_not_found code'],
  invalid: [422, 'validation_failed: `errors` holds each field’s Catalan messages'],
  tooMany: [429, 'rate_limited: over the route’s rate limit; Retry-After says when to try again'],
  unavailable: [503, 'unavailable: the database or Redis is down or restarting; Retry-After says when'],
} as const satisfies Record<string, readonly [number, string]>;

/** Which of ERROR_ANSWERS a route can send, from what it declares: its parts, its config. */
export function errorAnswersOf(schema: FastifySchema | undefined, route: Pick<RouteOptions, 'config'>) {
  const config = (route.config ?? {}) as { public?: boolean; rateLimit?: unknown; pathIsInput?: boolean };
  const answers: (keyof typeof ERROR_ANSWERS)[] = ['unavailable'];
  if (schema?.body) answers.push('badBody', 'tooLarge', 'mediaType', 'invalid');
  if (schema?.querystring || (schema?.params && config.pathIsInput)) answers.push('invalid');
  if (schema?.params) answers.push('notFound');
  if (!config.public) answers.push('unauthorized');
  if (config.rateLimit) answers.push('tooMany');
  return [...new Set(answers)].map((key) => ERROR_ANSWERS[key]);
}

/** The module a route belongs to, given by `registerTagged`; the routes' tag in the document. */
type Tagged = FastifySchema & { tags?: string[]; security?: Record<string, string[]>[] };

/**
 * Every route under /api, as the Zod type provider turns its schemas into JSON Schema (2020-12,
 * OpenAPI 3.1), plus its error answers in the shared error schema and the bearer scheme when it
 * needs a token. Routes outside /api (media files, the web app, /metrics) and the docs' own routes
 * are hidden: the document describes the public API only.
 */
const transform: typeof jsonSchemaTransform = (input) => {
  const { url, route } = input;
  const schema = (input.schema ?? {}) as Tagged & { hide?: boolean };
  if (!url.startsWith('/api/') || schema.hide) return { schema: { hide: true } as FastifySchema, url };
  const response: Record<string, unknown> = { ...(schema.response as Record<string, unknown>) };
  for (const [status, description] of errorAnswersOf(schema, route))
    response[status] ??= errorAnswerSchema.meta({ description });
  const isPublic = (route.config as { public?: boolean } | undefined)?.public;
  return jsonSchemaTransform({
    ...input,
    schema: { ...schema, response, ...(!isPublic && { security: [{ bearerAuth: [] }] }) } as FastifySchema,
  });
};

/**
 * Registers the document's generator (before any route, so it hears them all), then its JSON at
 * OPENAPI_JSON_PATH and Swagger UI under API_DOCS_PREFIX with its own CSP.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Receptari API',
        description:
          'The API of Receptari, generated from the Zod schemas the server validates with. Error answers share one shape: `code` is machine-readable, `message` is Catalan.',
        version: '1',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token of POST /api/login' },
        },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get(OPENAPI_JSON_PATH, { schema: { hide: true }, config: { public: true } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(apiDocumentText(app)),
  );
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    // Swagger UI checks the document against a service outside; nothing leaves the site here.
    uiConfig: { validatorUrl: null } as Record<string, unknown>,
    staticCSP: API_DOCS_CSP,
  });
}

/** A module's routes with its tag: `cooksnapReviewRoutes` is tagged `cooksnap-review`. */
export function registerTagged(plugin: FastifyPluginAsync & { name: string }): FastifyPluginAsync {
  const tag = plugin.name.replace(/Routes$/, '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return async (scope, opts) => {
    scope.addHook('onRoute', (route) => {
      const schema = (route.schema ?? {}) as Tagged;
      route.schema = { ...schema, tags: schema.tags ?? [tag] } as FastifySchema;
    });
    await plugin(scope, opts);
  };
}

/** The document never changes while the process runs: written out once, not on every request. */
const documents = new WeakMap<FastifyInstance, string>();
const apiDocumentText = (app: FastifyInstance) => {
  const text = documents.get(app) ?? JSON.stringify(app.swagger());
  documents.set(app, text);
  return text;
};

/**
 * Makes the document ready before the port opens (built by its first request, it held the event
 * loop for 1-5 s while every other request waited), from `folder` when this build with this
 * configuration wrote it there before: building it takes about half a second of CPU, which a
 * restarted instance would spend while the other one serves the whole site alone (issue 37). The
 * file's name holds the build's id and a hash of the configuration, so a new build or a changed
 * setting writes a new one (and removes the old); without a build id (the sources run by tsx) it
 * is built every time.
 */
export function prepareApiDocument(
  app: FastifyInstance,
  folder: string,
  buildId: string | undefined,
  config: object,
): 'read' | 'built' {
  const name = buildId && `openapi-${hashOf(buildId, JSON.stringify(config)).slice(0, 32)}.json`;
  const kept = name ? readIfThere(join(folder, name)) : null;
  if (kept !== null) {
    documents.set(app, kept);
    return 'read';
  }
  const text = apiDocumentText(app);
  if (name) keepDocument(folder, name, text);
  return 'built';
}

const hashOf = (...parts: string[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

function readIfThere(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Writes the document whole or not at all (another instance starting beside this one may read it
 * at any moment) and removes earlier builds' ones. A folder it cannot write only costs the next
 * start its half second.
 */
function keepDocument(folder: string, name: string, text: string) {
  try {
    mkdirSync(folder, { recursive: true });
    for (const old of readdirSync(folder))
      if (old.startsWith('openapi-') && old !== name) rmSync(join(folder, old), { force: true });
    const partial = join(folder, `${name}.${process.pid}.tmp`);
    writeFileSync(partial, text);
    renameSync(partial, join(folder, name));
  } catch {
    // Nothing to do: the document is in memory, and the next start builds it again.
  }
}
