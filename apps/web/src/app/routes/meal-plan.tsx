import { MealPlanPage } from '@/features/meal-plan/components/meal-plan-page.tsx';

/** /planificador, a chunk of its own, fetched on its first visit. */
export default MealPlanPage;
