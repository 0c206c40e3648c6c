/** Chef verification: a user's request to become a chef (POST /send-verification). */
export { verificationRoutes } from './verification.routes.ts';
