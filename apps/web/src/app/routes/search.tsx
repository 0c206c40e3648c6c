import { SearchPage } from '@/features/search/components/search-page.tsx';

/** /search, a chunk of its own, fetched on its first visit. */
export default SearchPage;
