/** Profiles: anyone's public profile and recipes, and the caller's own name, bio, picture, password and language. */
export { profilesRoutes } from './profiles.routes.ts';
