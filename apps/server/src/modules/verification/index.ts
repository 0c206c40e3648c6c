/** Chef verification: a user's request to become a chef (POST /send-verification) and the admins' decision on it. */
export { verificationRoutes } from './verification.routes.ts';
