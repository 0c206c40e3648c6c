import { NativeSelect, NumberInput } from '@mantine/core';
import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import { type Meal, MEALS } from '@receptari/shared/meal-plan/meal-plan.rules';
import { SERVINGS_MAX, SERVINGS_MIN } from '@receptari/shared/recipes/recipes.rules';
import { formatPlanDay } from '@/lib/plan-dates.ts';

const t = trPlanning.plan;

type DayMealProps = {
  dates: readonly string[];
  date: string;
  meal: Meal;
  onDate: (date: string) => void;
  onMeal: (meal: Meal) => void;
};

/**
 * A day and a meal of the planner (docs/product.md#meal-plan), as native selects: the planner's
 * 'Moure' and the recipe page's 'Planificar' both ask for them.
 */
export function DayMealFields({ dates, date, meal, onDate, onMeal }: DayMealProps) {
  return (
    <>
      <NativeSelect
        label={t.day}
        value={date}
        onChange={(event) => onDate(event.currentTarget.value)}
        data={dates.map((d) => ({ value: d, label: formatPlanDay(d) }))}
        data-autofocus
      />
      <NativeSelect
        label={t.meal}
        value={meal}
        onChange={(event) => onMeal(event.currentTarget.value as Meal)}
        data={MEALS.map((m) => ({ value: m, label: t[m] }))}
      />
    </>
  );
}

/** The servings a recipe is planned at: whole, 1 to 100, as the recipe page's stepper. */
export function PlannedServingsInput({
  value,
  onChange,
}: {
  value: number | string;
  onChange: (value: number | string) => void;
}) {
  return (
    <NumberInput
      label={t.servings}
      value={value}
      onChange={onChange}
      min={SERVINGS_MIN}
      max={SERVINGS_MAX}
      clampBehavior="strict"
      allowDecimal={false}
      w={120}
    />
  );
}
