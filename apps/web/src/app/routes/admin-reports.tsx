import { ReportsAdminPage } from '@/features/admin/components/reports-admin-page.tsx';

/** /denuncies (admins), a chunk of its own, fetched on its first visit. */
export default ReportsAdminPage;
