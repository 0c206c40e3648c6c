import { tr } from '@receptari/shared/i18n/tr/core';
import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import { fill } from '@receptari/shared/i18n/fill';
import type { ShoppingItem } from '@receptari/shared/shopping-list/shopping-list.schemas';
import { useClearChecked } from '@/api/shopping-list/clear-checked.ts';
import { useRestoreShoppingItems } from '@/api/shopping-list/restore-shopping-items.ts';
import { messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';
import { listAsText } from '../lib/list-as-text.ts';

const t = trPlanning.list;
const failed = (error: unknown) => notify.error(() => messageOf(error, tr.common.unexpected));

/** 'Treure els comprats' (with 'Desfer'), 'Copiar com a text' and 'Imprimir'. */
export function useListTools(items: readonly ShoppingItem[]) {
  const clear = useClearChecked();
  const restore = useRestoreShoppingItems();

  const clearChecked = () => {
    const removed = items.filter((item) => item.checked);
    clear.mutate(undefined, {
      onError: failed,
      onSuccess: (answer) =>
        notify.success(() => fill(t.checkedCleared, { n: answer.removed }), {
          label: () => t.undo,
          onClick: () =>
            restore.mutate(removed, {
              onError: failed,
              onSuccess: () => notify.success(() => t.itemsRestored),
            }),
        }),
    });
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(listAsText(items));
      notify.success(() => t.copied);
    } catch {
      notify.error(() => t.copyFailed);
    }
  };

  return { clearChecked, clearing: clear.isPending, copy, print: () => window.print() };
}
