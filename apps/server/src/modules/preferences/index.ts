/** Recommendation preferences: the options and the caller's chosen cuisines and categories. */
export { preferencesRoutes } from './preferences.routes.ts';
