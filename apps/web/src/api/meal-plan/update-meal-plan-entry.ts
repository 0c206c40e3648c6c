import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MealPlanAnswer,
  MealPlanUpdateBody,
  mealPlanEntryAnswerSchema,
} from '@receptari/shared/meal-plan/meal-plan.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { mealPlanKeys } from './keys.ts';

/** PUT /api/meal-plan/{id}: moves an entry (date, meal) or changes its servings; the recipe stays. */
export function updateMealPlanEntry(id: number, body: MealPlanUpdateBody) {
  return apiFetch<AnswerOf<typeof mealPlanEntryAnswerSchema>>(`/meal-plan/${id}`, { method: 'PUT', body });
}

export type MealPlanUpdate = { id: number; body: MealPlanUpdateBody & { week: string } };

/**
 * Each entry's last update still on its way: the next one is sent after it has answered, so two
 * quick taps on "Més racions" reach the server in the order they were made (the second one's
 * servings win) while the week shows both at once.
 */
const inFlight = new Map<number, Promise<unknown>>();

/** One entry's updates, one after the other; a refused one does not hold back the next. */
function afterPrevious<T>(id: number, send: () => Promise<T>): Promise<T> {
  const previous = inFlight.get(id) ?? Promise.resolve();
  const sent = previous.catch(() => undefined).then(send);
  inFlight.set(id, sent);
  const forget = () => {
    if (inFlight.get(id) === sent) inFlight.delete(id);
  };
  sent.then(forget, forget);
  return sent;
}

/**
 * Optimistic: the entry moves (or its servings change) in the shown week at once; a refusal puts
 * the week back as it was, and the week is fetched again either way. An entry's updates are sent
 * in order (afterPrevious).
 */
export function useUpdateMealPlanEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: mealPlanKeys.updates(),
    mutationFn: ({ id, body }: MealPlanUpdate) => afterPrevious(id, () => updateMealPlanEntry(id, body)),
    onMutate: async ({ id, body }) => {
      const key = mealPlanKeys.week(body.week);
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<MealPlanAnswer>(key);
      const { date, meal, servings } = body;
      client.setQueryData<MealPlanAnswer>(
        key,
        (plan) =>
          plan && {
            ...plan,
            entries: plan.entries.map((e) => (e.id === id ? { ...e, date, meal, servings } : e)),
          },
      );
      return { key, before };
    },
    onError: (_error, _update, context) => {
      if (context?.before) client.setQueryData(context.key, context.before);
    },
    // Once the last of the updates under way settles: fetched after the first of two quick taps,
    // the week would show the first one's servings until the second's answer (6, 5, 6).
    onSettled: (_answer, _error, { body }) =>
      client.isMutating({ mutationKey: mealPlanKeys.updates() }) > 1
        ? undefined
        : client.invalidateQueries({ queryKey: mealPlanKeys.week(body.week) }),
  });
}
