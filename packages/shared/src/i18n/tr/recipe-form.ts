import { caRecipeForm } from '../ca/recipe-form.ts';
import { defineMessages } from '../view.ts';

/** The recipe-form texts in the reader's language (docs/product.md "Languages"). */
export const trRecipeForm = defineMessages('recipe-form', caRecipeForm);
