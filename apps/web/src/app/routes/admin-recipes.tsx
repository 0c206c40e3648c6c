import { RecipesAdminPage } from '@/features/admin/components/recipes-admin-page.tsx';

/** /recetas (admins), a chunk of its own, fetched on its first visit. */
export default RecipesAdminPage;
