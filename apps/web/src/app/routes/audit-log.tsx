import { AuditPage } from '@/features/admin/components/audit-page.tsx';

/** /registre (admins), a chunk of its own, fetched on its first visit. */
export default AuditPage;
