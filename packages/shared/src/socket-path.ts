/**
 * Where Socket.IO answers, on the same origin and port as the API. Apart from events.ts (which
 * builds Zod schemas) so the landing page's socket module carries no Zod (decision 0010).
 */
export const SOCKET_PATH = '/socket.io';
