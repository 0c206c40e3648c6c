import { z } from 'zod';
import { trCooking } from '../i18n/tr/cooking.ts';
import { fill } from '../i18n/fill.ts';
import { SERVINGS_MAX, SERVINGS_MIN } from '../recipes/recipes.rules.ts';
import { UNIT_SYSTEMS } from './unit-systems.ts';

const badServings = () => fill(trCooking.pdf.badServings, { min: SERVINGS_MIN, max: SERVINGS_MAX });

/**
 * GET /recipes/{id}/download?servings=6&units=imperial: the PDF at the servings and units chosen on
 * the page (docs/product.md#servings-and-units); without them, the recipe as written.
 */
export const adaptQuerySchema = z.object({
  servings: z.coerce
    .number({ error: badServings })
    .int({ error: badServings })
    .min(SERVINGS_MIN, { error: badServings })
    .max(SERVINGS_MAX, { error: badServings })
    .optional(),
  units: z.enum(UNIT_SYSTEMS, { error: () => trCooking.pdf.badUnits }).optional(),
});
export type AdaptQuery = z.infer<typeof adaptQuerySchema>;
