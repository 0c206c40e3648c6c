import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** HTTP requests this instance has taken and not yet answered (or lost to the client). */
    requestsInFlight: () => number;
  }
}

/**
 * Counts the requests in flight, so that background work can wait for a moment when no user is
 * being answered (realtime/tell-connected-followers.ts). A request leaves the count when its
 * response closes, whether answered or abandoned by the client.
 */
export function countRequestsInFlight(app: FastifyInstance) {
  let inFlight = 0;
  app.decorate('requestsInFlight', () => inFlight);
  app.addHook('onRequest', (request, reply, done) => {
    inFlight++;
    reply.raw.once('close', () => inFlight--);
    done();
  });
}
