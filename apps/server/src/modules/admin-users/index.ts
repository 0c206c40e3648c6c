/** The admins' users: the list, role changes and account deletion (spec section 8). */
export { adminUsersRoutes } from './admin-users.routes.ts';
export { setUserRole } from './admin-users.service.ts';
