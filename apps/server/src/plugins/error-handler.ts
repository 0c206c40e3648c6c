import type { ErrorAnswer } from '@receptari/shared/common/common.schemas';
import type { ErrorCode } from '@receptari/shared/common/error-codes';
import { tr } from '@receptari/shared/i18n/tr/core';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, type FieldErrors, validationMessage } from '../lib/app-error.ts';
import { isDatabaseUnavailable } from '../lib/pg-error.ts';
import { isRedisUnavailable } from '../lib/redis-error.ts';
import { isMediaStoreUnavailable } from '../storage/media-store-unavailable.ts';

/** A 503's Retry-After: about what a PostgreSQL restart or failover takes. */
const RETRY_AFTER_SECONDS = 5;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The path carries a value the user chose (`/filterByTime/{minutes}`), not a resource id:
     * a bad one is a 422 with the schema's message, like a bad query, rather than a 400 bad URL.
     */
    pathIsInput?: boolean;
  }
}

const reasonPhrase: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** Fastify's own client errors, answered with a message in the request's language. */
const fastifyCodes: Record<string, { status: number; code: ErrorCode; message: () => string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'malformed_json',
    message: () => tr.errors.malformedJson,
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'malformed_json',
    message: () => tr.errors.malformedJson,
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'body_too_large', message: () => tr.errors.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: () => tr.errors.unsupportedMediaType,
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'malformed_json',
    message: () => tr.errors.malformedJson,
  },
};

/** The code of a client error that did not name its own (a plugin's). */
const statusCodes: Record<number, ErrorCode> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'body_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'rate_limited',
};

/** Every error answer of the API goes out here, in the shape of the shared `errorAnswerSchema`. */
function send(reply: FastifyReply, status: number, code: ErrorCode, message: string, errors?: FieldErrors) {
  const answer: ErrorAnswer = {
    statusCode: status,
    error: reasonPhrase[status] ?? 'Error',
    code,
    message,
    ...(errors && { errors }),
  };
  return reply.status(status).send(answer);
}

/** Zod issues grouped by their first path segment, each message once: `{ email: ['…'] }`. */
function fieldErrors(issues: { instancePath: string; message?: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean)[0] ?? '_';
    const list = (out[field] ??= []);
    const message = issue.message ?? tr.errors.validation;
    if (!list.includes(message)) list.push(message);
  }
  return out;
}

export function registerErrorHandler(app: FastifyInstance) {
  // Messages a schema does not set itself (most set their own) come in Catalan too.
  z.config(z.locales.ca());
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) return send(reply, err.statusCode, err.code, err.message, err.errors);

    if (hasZodFastifySchemaValidationErrors(err)) {
      // The schema's own Catalan sentences (docs/product.md#validation words some, e.g. 'Debe
      // proporcionar al menos un ingrediente'). A path id that does not parse names a resource that
      // cannot exist: a 404, answered before any query; unless the path is input, which is a 422 like a
      // bad query.
      const errors = fieldErrors(err.validation);
      const badUrl = err.validationContext === 'params' && !request.routeOptions.config.pathIsInput;
      return badUrl
        ? send(reply, 404, 'bad_path', validationMessage(errors), errors)
        : send(reply, 422, 'validation_failed', validationMessage(errors), errors);
    }

    const known = err.code ? fastifyCodes[err.code] : undefined;
    if (known) return send(reply, known.status, known.code, known.message());

    const status = err.statusCode ?? 500;
    if (status === 429) return send(reply, 429, 'rate_limited', tr.errors.rateLimited);
    if (status >= 400 && status < 500)
      return send(reply, status, statusCodes[status] ?? 'bad_request', err.message);

    if (isDatabaseUnavailable(err) || isRedisUnavailable(err) || isMediaStoreUnavailable(err)) {
      // Not a fault of this request, nor a bug: the database (or Redis, or the media bucket) is down or restarting. Said
      // at once, with when to come back, instead of a 500; both clients reconnect by themselves.
      request.log.warn({ err }, 'service unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return send(reply, 503, 'unavailable', tr.errors.unavailable);
    }

    request.log.error({ err }, 'unhandled error');
    return send(reply, 500, 'internal', tr.errors.internal);
  });
}

/**
 * Fastify's `frameworkErrors`: the router's own refusals, before any route or error handler runs.
 * A path with a broken %-escape (`/api/recipes/%E0`) or a segment over `maxParamLength` names no
 * resource; without this they would leave in Fastify's English shape, with no code.
 */
export function answerFrameworkError(err: FastifyError, _request: unknown, reply: FastifyReply) {
  const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  return send(reply, status, 'bad_path', tr.errors.badUrl);
}

/** The JSON 404 of the API; the static plugin answers the SPA's paths. */
export function sendNotFound(reply: FastifyReply) {
  return send(reply, 404, 'not_found', tr.errors.notFound);
}
