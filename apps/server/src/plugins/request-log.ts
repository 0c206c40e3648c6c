import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The fields of a request's line, as Fastify's own wrote them (its serializers turn `req` into
 * method, url, host and remote address, `res` into its status), plus the route's pattern; the
 * request's id comes from its child logger (`reqId`).
 */
function requestFields(request: FastifyRequest, reply: FastifyReply) {
  return { req: request, res: reply, route: request.routeOptions.url, responseTime: reply.elapsedTime };
}

/**
 * What a request leaves in the log (bench/README.md "Cost of logging" has the figures). Fastify's
 * own two info lines per request (built with `disableRequestLogging`) filled the disk under load;
 * now by default only a request slower than LOG_SLOW_MS writes one line, at warn. LOG_REQUESTS=1
 * adds one info line per request, 'request completed' with `responseTime` as Fastify wrote it
 * (benches read these). Errors are logged where they are handled (plugins/error-handler.ts).
 */
export function registerRequestLog(app: FastifyInstance) {
  const { LOG_REQUESTS: everyRequest, LOG_SLOW_MS: slowMs } = app.config;
  app.addHook('onResponse', (request, reply, done) => {
    const slow = reply.elapsedTime >= slowMs;
    if (everyRequest) {
      const fields = requestFields(request, reply);
      if (slow) request.log.warn({ ...fields, slow }, 'request completed');
      else request.log.info(fields, 'request completed');
    } else if (slow) {
      request.log.warn(requestFields(request, reply), 'slow request');
    }
    done();
  });
}
