import { CuisinesAdminPage } from '@/features/admin/components/catalog-admin-page.tsx';

/** /cuisines (admins), a chunk of its own, fetched on its first visit. */
export default CuisinesAdminPage;
