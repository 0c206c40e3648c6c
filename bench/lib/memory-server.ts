import Fastify from 'fastify';

/** What the baseline answers a request by: its URL, and for a POST its JSON body. */
export const requestKey = (url: string, body?: string) => (body === undefined ? url : `${url}\n${body}`);

/**
 * The baseline: a bare Fastify answering, from memory, the very bodies the real routes gave. The
 * ratio real/baseline shows what the database, auth and serialisation cost on top of HTTP.
 */
export async function startMemoryServer(bodies: Map<string, string>) {
  const app = Fastify({ logger: false });
  app.get('/*', async (request, reply) => {
    const body = bodies.get(request.url);
    if (body === undefined) return reply.code(404).send({ message: 'not captured' });
    return reply.type('application/json; charset=utf-8').send(body);
  });
  app.post('/*', async (request, reply) => {
    const body = bodies.get(requestKey(request.url, JSON.stringify(request.body)));
    if (body === undefined) return reply.code(404).send({ message: 'not captured' });
    return reply.type('application/json; charset=utf-8').send(body);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, url: `http://127.0.0.1:${port}` };
}
