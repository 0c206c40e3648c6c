import { ImportPage } from '@/features/import/components/import-page.tsx';

/** /importar, a chunk of its own, fetched on its first visit; signed in only (the route table's guard). */
export default ImportPage;
