import { UsersAdminPage } from '@/features/admin/components/users-admin-page.tsx';

/** /users (admins), a chunk of its own, fetched on its first visit. */
export default UsersAdminPage;
