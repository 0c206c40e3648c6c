/** Profiles: anyone's public profile and recipes, and the caller's own name, bio, picture and password. */
export { profilesRoutes } from './profiles.routes.ts';
