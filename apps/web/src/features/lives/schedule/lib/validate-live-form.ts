import { trLives } from '@receptari/shared/i18n/tr/lives';
import { tr } from '@receptari/shared/i18n/tr/core';
import { type LiveBody, liveBodySchema } from '@receptari/shared/lives/lives.schemas';
import { madridInstant } from '@receptari/shared/lives/lives.rules';

/** The form's fields as the inputs hold them: the recipe's id as the select's string. */
export interface LiveFormValues {
  recipe_id: string;
  dia: string;
  hora: string;
}

export type LiveFormErrors = Partial<Record<keyof LiveFormValues, string>>;

/** The body the API takes, from the inputs (the shared schema trims and checks the formats). */
export const toLiveBody = (values: LiveFormValues): LiveBody =>
  liveBodySchema.parse({ ...values, recipe_id: Number(values.recipe_id) });

/**
 * The form's own check before it sends anything, with the messages the server would answer: the
 * shared body schema, then the same clock rules the server applies (a time that exists in Madrid
 * that day, and in the future). The server checks again; this only spares a round trip.
 */
export function validateLiveForm(values: LiveFormValues, now = Date.now()): LiveFormErrors {
  const errors: LiveFormErrors = {};
  if (!values.recipe_id) errors.recipe_id = trLives.liveList.chooseRecipe;
  const parsed = liveBodySchema.safeParse({ ...values, recipe_id: Number(values.recipe_id) || 0 });
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0] as keyof LiveFormValues;
    errors[field] ??= issue.message;
  }
  if (errors.dia || errors.hora) return errors;
  const startsAt = madridInstant(values.dia.trim(), values.hora.trim());
  if (!startsAt) errors.hora = tr.lives.missingTime;
  else if (startsAt.getTime() <= now) errors.hora = tr.lives.inPast;
  return errors;
}
