/** The AI assistant's calls: nutrition, autofill, the cooking chat, the food check of a frame. */
export { aiRoutes } from './ai.routes.ts';
