import { type GeneratedRecipe, withGeneratedDefaults } from '@receptari/shared/ai/generate.schemas';
import { AiProviderError } from '../ai-provider-error.ts';

// Some local servers wrap JSON-mode answers in a Markdown fence all the same.
const unfence = (text: string) => text.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/i, '$1');

/**
 * The model's text to a recipe with the autofill's defaults (docs/product.md#autofill) for what it left
 * out. Not JSON, or no ingredients or no steps (the model's refusal included), is an error: nothing is
 * made up.
 */
export function parseGeneratedRecipe(content: string, servings?: number): GeneratedRecipe {
  let json: unknown;
  try {
    json = JSON.parse(unfence(content));
  } catch {
    throw new AiProviderError('malformed', 'generated recipe is not JSON');
  }
  const parsed = withGeneratedDefaults(json, servings);
  if (!parsed.success) {
    throw new AiProviderError('malformed', 'generated recipe lacks ingredients or steps, or breaks a limit');
  }
  return parsed.data;
}
