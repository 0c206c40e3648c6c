import { ShoppingListPage } from '@/features/shopping-list/components/shopping-list-page.tsx';

/** /llista, a chunk of its own, fetched on its first visit; signed in only (the route table's guard). */
export default ShoppingListPage;
