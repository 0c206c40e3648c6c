import { PerfilPage } from '@/features/profile/components/perfil-page.tsx';

/** /perfil, a chunk of its own, fetched on its first visit (the spec loads it lazily). */
export default PerfilPage;
