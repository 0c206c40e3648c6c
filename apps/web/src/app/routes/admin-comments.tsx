import { CommentsAdminPage } from '@/features/admin/components/comments-admin-page.tsx';

/** /comments (admins), a chunk of its own, fetched on its first visit. */
export default CommentsAdminPage;
