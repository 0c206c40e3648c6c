import { IconShoppingCartPlus } from '@tabler/icons-react';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import { fill } from '@receptari/shared/i18n/fill';
import { useAddRecipeToList } from '@/api/shopping-list/add-recipe-to-list.ts';
import { useReceiveListChanges } from '@/api/shopping-list/receive-list-changes.ts';
import { BusyButton } from '@/components/ui/busy.tsx';
import { messageOf } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { navigateTo } from '@/lib/navigation.ts';
import { notify } from '@/lib/notify.ts';

const t = trPlanning.list;

/**
 * 'Afegir a la llista': the recipe's ingredients go to the shopping list at the servings the
 * stepper shows; the popup leads to /llista. Signed in only.
 */
export function AddToListButton({ recipeId, servings }: { recipeId: number; servings: number }) {
  const { token } = useAuth();
  if (!token) return null;
  return <SignedInButton recipeId={recipeId} servings={servings} />;
}

function SignedInButton({ recipeId, servings }: { recipeId: number; servings: number }) {
  useReceiveListChanges();
  const add = useAddRecipeToList(recipeId);
  const onAdd = () =>
    add.mutate(servings, {
      onSuccess: () =>
        notify.success(() => fill(t.addedToList, { n: servings }), {
          label: () => t.seeList,
          onClick: () => navigateTo('/llista'),
        }),
      onError: (error) => notify.error(() => messageOf(error, tr.common.unexpected)),
    });
  return (
    <BusyButton
      variant="light"
      w="fit-content"
      leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
      busy={add.isPending}
      onClick={onAdd}
    >
      {t.addToList}
    </BusyButton>
  );
}
