/** The admins' users: the list, role changes and account deletion (docs/product.md#administration-calls). */
export { adminUsersRoutes } from './admin-users.routes.ts';
export {
  afterUserRemoved,
  type AdminDeps,
  type RemovedUser,
  removeUser,
  setUserRole,
} from './admin-users.service.ts';
