import { useNavigate } from 'react-router';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trRecipeForm } from '@receptari/shared/i18n/tr/recipe-form';
import type { RecipeInput } from '@receptari/shared/recipes/recipes.schemas';
import { useCreateRecipe } from '@/api/recipes/create-recipe.ts';
import { useUpdateRecipe } from '@/api/recipes/update-recipe.ts';
import { ApiError } from '@/lib/api-client.ts';
import { notify, type PopupText } from '@/lib/notify.ts';
import { unchangedMediaLeftOut } from '../lib/draft-from-recipe.ts';
import type { EditTarget } from './use-draft-form.ts';
import type { MessageKind } from './use-form-message.ts';

/** The failure line (docs/product.md#recipe-errors), with the server's reason under it when it gave one. */
const failureText = (error: unknown, line: string) =>
  error instanceof ApiError && error.status !== 0 && error.serverMessage
    ? `${line}\n${error.serverMessage}`
    : line;

type Callbacks = {
  /** Forgets the kept draft, once the recipe is saved. */
  discard: () => void;
  /** The form's message line, for a failure. */
  show: (kind: MessageKind, text: string) => void;
};

/**
 * The saved recipe's popup (green), and, when it waits for an admin, what happens next as a
 * separate blue one: waiting is information, not success (docs/product.md#create-form-messages).
 */
function announceSaved(saved: PopupText, status: string) {
  notify.success(saved);
  if (status === 'pending') notify.info(() => tr.foodCheck.pendingExplained);
}

/**
 * Sends a checked recipe: a new one with POST (then the landing page), an edit with PUT /api/recipes/{id}
 * (then the recipe). On success the draft goes and a popup says so; a failure is the form's message.
 */
export function useSaveRecipe(edit: EditTarget | undefined, { discard, show }: Callbacks) {
  const navigate = useNavigate();
  const create = useCreateRecipe();
  const update = useUpdateRecipe(edit?.id ?? 0);

  const save = (input: RecipeInput) => {
    if (edit) {
      update.mutate(unchangedMediaLeftOut(input, edit.initial), {
        onSuccess: (saved) => {
          discard();
          announceSaved(() => trRecipeForm.recipeForm.updated, saved.status);
          void navigate(`/info/${saved.id}`);
        },
        onError: (error) => show('error', failureText(error, trRecipeForm.recipeForm.updateFailed)),
      });
      return;
    }
    create.mutate(input, {
      onSuccess: (created) => {
        discard();
        // A popup, not the form's message: it outlives the form, shown before going to the landing page.
        announceSaved(() => trRecipeForm.recipeForm.created, created.status);
        void navigate('/');
      },
      onError: (error) => show('error', failureText(error, trRecipeForm.recipeForm.createFailed)),
    });
  };

  return { save, saving: create.isPending || update.isPending };
}
