/** The meal planner: the caller's week of lunches and dinners, its shopping and its calendar feed. */
export { mealPlanRoutes } from './meal-plan.routes.ts';
