import { CategoriesAdminPage } from '@/features/admin/components/catalog-admin-page.tsx';

/** /categories (admins), a chunk of its own, fetched on its first visit. */
export default CategoriesAdminPage;
