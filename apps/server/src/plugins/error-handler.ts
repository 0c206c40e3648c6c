import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ca } from '@receptari/shared/i18n/ca';
import { AppError } from '../lib/app-error.ts';

const reasonPhrase: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
};

/** Fastify's own client errors, answered with a Catalan message. */
const fastifyCodes: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: ca.errors.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: ca.errors.malformedJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: ca.errors.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: ca.errors.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: ca.errors.malformedJson },
};

/** Until every thrower names its own code: the status's general one. */
const codeOfStatus: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'body_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'rate_limited',
  502: 'ai_failed',
  503: 'unavailable',
};

function send(
  reply: import('fastify').FastifyReply,
  status: number,
  message: string,
  errors?: Record<string, string[]>,
) {
  return reply.status(status).send({
    statusCode: status,
    error: reasonPhrase[status] ?? 'Error',
    code: codeOfStatus[status] ?? 'internal',
    message,
    ...(errors && { errors }),
  });
}

/** Group Zod issues by their first path segment: `{ name: ['…'], email: ['…'] }`. */
function fieldErrors(issues: { instancePath: string; message?: string }[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean)[0] ?? '_';
    (out[field] ??= []).push(issue.message ?? ca.errors.validation);
  }
  return out;
}

export function registerErrorHandler(app: FastifyInstance) {
  // Messages a schema does not set itself (most set their own) come in Catalan too.
  z.config(z.locales.ca());
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) return send(reply, err.statusCode, err.message, err.errors);

    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = fieldErrors(err.validation);
      const fields = Object.keys(errors).join(', ');
      // Path parameters that do not parse mean a bad URL, not a bad form.
      const status = err.validationContext === 'params' ? 400 : 422;
      return send(reply, status, `${ca.errors.validation} (${fields})`, errors);
    }

    const known = err.code ? fastifyCodes[err.code] : undefined;
    if (known) return send(reply, known.status, known.message);

    const status = err.statusCode ?? 500;
    if (status === 429) return send(reply, 429, ca.errors.rateLimited);
    if (status >= 400 && status < 500) return send(reply, status, err.message);

    request.log.error({ err }, 'unhandled error');
    return send(reply, 500, ca.errors.internal);
  });
}

/** The JSON 404 of the API; the static plugin answers the SPA's paths. */
export function sendNotFound(reply: import('fastify').FastifyReply) {
  return send(reply, 404, ca.errors.notFound);
}
