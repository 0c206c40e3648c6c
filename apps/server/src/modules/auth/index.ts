/** Accounts and sessions: registration, login, logout, and what the auth plugin needs to read a token. */
export { authRoutes } from './auth.routes.ts';
export { findUserByTokenHash, tokenHashesOf } from './auth.repo.ts';
export type { UserRow } from '../../lib/session-user.ts';
export {
  type FailureCounter,
  LOGIN_WINDOW_MS,
  memoryFailureCounter,
  redisFailureCounter,
} from './login-throttle.ts';
export { bearerToken, hashToken, looksLikeToken } from './token.ts';
export { backfillNameSkeletons } from './backfill-name-skeletons.ts';
export { nameSkeleton } from './name-skeleton.ts';
export { changePassword, forgetCachedSessions, nameTakenError, skeletonOfNewName } from './auth.service.ts';
export { asRole, presentUser } from './user.presenter.ts';
