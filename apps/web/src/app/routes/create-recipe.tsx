import { CreateRecipePage } from '@/features/create-recipe/components/create-recipe-page.tsx';

/** /agregar, a chunk of its own, fetched on its first visit. */
export default CreateRecipePage;
