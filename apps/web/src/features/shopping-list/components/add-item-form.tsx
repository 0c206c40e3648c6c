import { Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, memo, useState } from 'react';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import { SHOPPING_ITEM_NAME_MAX } from '@receptari/shared/shopping-list/shopping-list.rules';
import { useAddShoppingItem } from '@/api/shopping-list/add-shopping-item.ts';
import { BusyButton } from '@/components/ui/busy.tsx';
import { ApiError, messageOf } from '@/lib/api-client.ts';
import { useLocale } from '@/lib/locale.ts';

const t = trPlanning.list;

/** Why the server refused a line: its field's message when it sent one, else its own line. */
const reasonOf = (error: unknown) =>
  (error instanceof ApiError && error.fieldMessages()[0]) || messageOf(error, tr.common.unexpected);

/**
 * One box for a free line ("2 kg de patates": the server reads the quantity); Enter adds it. A
 * refused line keeps its text, with the reason under the box.
 */
export const AddItemForm = memo(function AddItemForm() {
  useLocale(); // memo: its parent's render does not reach it, a new language must
  const add = useAddShoppingItem();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = name.trim();
    if (!typed) return setError(trPlanning.errors.itemNameRequired);
    add.mutate(
      { name: typed },
      {
        onSuccess: () => {
          setName('');
          setError(null);
        },
        onError: (failure) => setError(reasonOf(failure)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          flex={1}
          aria-label={t.itemPlaceholder}
          placeholder={t.itemPlaceholder}
          value={name}
          maxLength={SHOPPING_ITEM_NAME_MAX}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
        />
        <BusyButton type="submit" busy={add.isPending} leftSection={<IconPlus size={18} aria-hidden />}>
          {t.addItem}
        </BusyButton>
      </Group>
    </form>
  );
});
