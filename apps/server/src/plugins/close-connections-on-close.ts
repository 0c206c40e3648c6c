import type { FastifyInstance } from 'fastify';

/**
 * While the app closes (SIGTERM or SIGINT, server.ts): every answer, those in flight included,
 * says `Connection: close`, so a keep-alive connection (a browser's, a balancer's) ends with its
 * last request instead of holding the close up until it idles out. New requests on such a
 * connection meanwhile get Fastify's 503 (`return503OnClosing`), and new connections are refused
 * (the listener is closed).
 */
export function closeConnectionsOnClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
