import { PreferencesPage } from '@/features/preferences/components/preferences-page.tsx';

/** /formulario (preferences), a chunk of its own, fetched on its first visit. */
export default PreferencesPage;
