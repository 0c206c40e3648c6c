import { IconShoppingCart } from '@tabler/icons-react';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import { fill } from '@receptari/shared/i18n/fill';
import { useSendWeekToList } from '@/api/meal-plan/send-week-to-list.ts';
import { BusyButton } from '@/components/ui/busy.tsx';
import { messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';
import { navigateTo } from '@/lib/navigation.ts';

const t = trPlanning.plan;

/** 'Afegir la setmana a la llista': every recipe of the week onto the shopping list, at its servings. */
export function SendWeekButton({ week, empty }: { week: string; empty: boolean }) {
  const send = useSendWeekToList();
  const onSend = () =>
    send.mutate(week, {
      onSuccess: ({ added }) =>
        notify.success(() => fill(t.weekAdded, { n: added }), {
          label: () => trPlanning.list.seeList,
          onClick: () => navigateTo('/llista'),
        }),
      onError: (error) => notify.error(() => messageOf(error, tr.common.unexpected)),
    });
  return (
    <BusyButton
      leftSection={<IconShoppingCart size={18} aria-hidden />}
      onClick={onSend}
      busy={send.isPending}
      disabled={empty}
      w="fit-content"
    >
      {t.addWeekToList}
    </BusyButton>
  );
}
