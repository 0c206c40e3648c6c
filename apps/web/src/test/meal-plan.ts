import type { MealPlanEntry } from '@receptari/shared/meal-plan/meal-plan.schemas';
import { datesOfWeek, type Meal } from '@receptari/shared/meal-plan/meal-plan.rules';
import type { RecipeCard } from '@receptari/shared/recipes/recipes.schemas';
import { recipeCard } from './recipe-card.ts';
import { jsonResponse } from './render.tsx';

/** The signed-in cook of the planner's tests. */
export const planner = {
  id: 7,
  name: 'cuinera',
  email: 'cuinera@example.cat',
  role: 'user',
  bio: null,
  img: null,
};

/** The recipes the planner's search finds. */
export const planRecipes: RecipeCard[] = [
  recipeCard(1, 'Escudella'),
  recipeCard(2, 'Truita de patates'),
  recipeCard(3, 'Fideuà'),
];

export const planEntry = (
  id: number,
  date: string,
  meal: Meal,
  recipeId: number,
  servings = 4,
): MealPlanEntry => ({
  id,
  date,
  meal,
  servings,
  recipe: planRecipes.find((r) => r.id === recipeId) ?? recipeCard(recipeId, `Recepta ${recipeId}`),
});

export interface PlanCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * A small in-memory server of the caller's meal plan and calendar address, answering as the real
 * one does; `calls` keeps every request the app made, `fail` makes the next week's load fail.
 */
export function planServer(initial: MealPlanEntry[] = []) {
  let entries = [...initial];
  let nextId = 100;
  let calendar = 0;
  const state = { calls: [] as PlanCall[], failWeek: false, hasCalendar: false };
  const calendarAnswer = () =>
    state.hasCalendar
      ? { token: `tok${calendar}`, url: `https://receptari.cat/api/meal-plan/calendar/tok${calendar}.ics` }
      : { token: null, url: null };

  const route = (method: string, url: string, body: Record<string, unknown> | undefined) => {
    if (url === '/api/user') return jsonResponse(200, planner);
    if (method === 'GET' && url.startsWith('/api/meal-plan?week=')) {
      if (state.failWeek) return jsonResponse(500, { message: 'Error intern' });
      const week = decodeURIComponent(url.slice('/api/meal-plan?week='.length));
      const dates = datesOfWeek(week) ?? [];
      return jsonResponse(200, { week, dates, entries: entries.filter((e) => dates.includes(e.date)) });
    }
    if (method === 'POST' && url === '/api/meal-plan' && body) {
      const recipe = planRecipes.find((r) => r.id === body.recipe_id);
      if (!recipe) return jsonResponse(404, { message: 'No trobat' });
      const entry = {
        ...planEntry(nextId++, String(body.date), body.meal as Meal, recipe.id),
        servings: Number(body.servings),
      };
      entries = [...entries, entry];
      return jsonResponse(201, { entry });
    }
    const one = /^\/api\/meal-plan\/(\d+)$/.exec(url);
    const found = one && entries.find((e) => e.id === Number(one[1]));
    if (found && method === 'PUT' && body) {
      const moved = {
        ...found,
        date: String(body.date),
        meal: body.meal as Meal,
        servings: Number(body.servings),
      };
      entries = entries.map((e) => (e.id === found.id ? moved : e));
      return jsonResponse(200, { entry: moved });
    }
    if (found && method === 'DELETE') {
      entries = entries.filter((e) => e.id !== found.id);
      return new Response(null, { status: 204 });
    }
    if (method === 'POST' && url === '/api/meal-plan/shopping' && body) {
      const dates = datesOfWeek(String(body.week)) ?? [];
      return jsonResponse(200, { added: entries.filter((e) => dates.includes(e.date)).length });
    }
    if (url === '/api/meal-plan/calendar-token') {
      if (method === 'POST') {
        state.hasCalendar = true;
        calendar += 1;
      }
      return jsonResponse(200, calendarAnswer());
    }
    if (method === 'GET' && url.startsWith('/api/recipes/search')) {
      const q = new URL(url, 'http://localhost').searchParams.get('q') ?? '';
      const recipes = planRecipes.filter((r) => r.title.toLowerCase().includes(q.toLowerCase()));
      return jsonResponse(200, { recipes, next_cursor: null });
    }
    return undefined;
  };

  return {
    state,
    /** The app's fetch: the plan's routes, then `others` (a recipe page's), else a 404. */
    fetch:
      (
        others: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> | Response = () =>
          jsonResponse(404, { message: 'No trobat' }),
      ) =>
      async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        const method = init?.method ?? 'GET';
        const body =
          typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
        state.calls.push({ method, url, body });
        return route(method, url, body) ?? others(input, init);
      },
    /** The requests made with `method` to paths starting with `prefix`. */
    callsTo: (method: string, prefix: string) =>
      state.calls.filter((c) => c.method === method && c.url.startsWith(prefix)),
  };
}
