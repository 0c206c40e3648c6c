import { Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import { AISLES, type Aisle } from '@receptari/shared/shopping-list/shopping-list.rules';
import type {
  PatchShoppingItemBody,
  ShoppingItem,
} from '@receptari/shared/shopping-list/shopping-list.schemas';
import { BusyButton } from '@/components/ui/busy.tsx';
import { messageOf } from '@/lib/api-client.ts';

const t = trPlanning.list;
// Read at render: the labels follow the language (docs/decisions/0026).
const aisleOptions = () => AISLES.map((aisle) => ({ value: aisle, label: trPlanning.aisles[aisle] }));

/** Only what changed is sent: another member's tick of the same line meanwhile stays. */
function changesOf(item: ShoppingItem, name: string, quantity: number | string, unit: string, aisle: Aisle) {
  const body: PatchShoppingItemBody = {};
  const nextQuantity = typeof quantity === 'number' ? quantity : null;
  const nextUnit = unit.trim() || null;
  if (name.trim() !== item.name) body.name = name.trim();
  if (nextQuantity !== item.quantity) body.quantity = nextQuantity;
  if (nextUnit !== item.unit) body.unit = nextUnit;
  if (aisle !== item.aisle) body.aisle = aisle;
  return body;
}

interface ItemEditModalProps {
  item: ShoppingItem;
  /** The lines 'Pujar' and 'Baixar' swap it with (null at either end of its part of the aisle). */
  above: ShoppingItem | null;
  below: ShoppingItem | null;
  onSave: (item: ShoppingItem, body: PatchShoppingItemBody) => Promise<void>;
  onSwap: (item: ShoppingItem, other: ShoppingItem) => void;
  onDelete: (item: ShoppingItem) => void;
  onClose: () => void;
}

/**
 * A line's dialog: its name, quantity, unit and aisle (the server's refusal stays here, in
 * Catalan), moving it up or down its aisle (the dialog stays open, to move it again), deleting it
 * (undone from the popup).
 */
export function ItemEditModal({ item, above, below, onSave, onSwap, onDelete, onClose }: ItemEditModalProps) {
  const [name, setName] = useState(item.name);
  const [quantity, setQuantity] = useState<number | string>(item.quantity ?? '');
  const [unit, setUnit] = useState(item.unit ?? '');
  const [aisle, setAisle] = useState<Aisle>(item.aisle);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = changesOf(item, name, quantity, unit, aisle);
    if (Object.keys(body).length === 0) return onClose();
    setSaving(true);
    try {
      await onSave(item, body);
      onClose();
    } catch (failure) {
      setError(messageOf(failure, tr.common.unexpected));
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t.editTitle} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t.name}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus
          />
          <Group grow align="flex-start">
            <NumberInput
              label={t.quantity}
              value={quantity}
              onChange={setQuantity}
              min={0}
              decimalSeparator=","
              allowNegative={false}
            />
            <TextInput label={t.unit} value={unit} onChange={(e) => setUnit(e.currentTarget.value)} />
          </Group>
          <Select
            label={t.aisle}
            data={aisleOptions()}
            value={aisle}
            onChange={(value) => value && setAisle(value as Aisle)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          {error && (
            <Text c="var(--app-color-error-text)" fz="sm" role="alert">
              {error}
            </Text>
          )}
          <Group gap="xs">
            <Button variant="light" disabled={!above} onClick={() => above && onSwap(item, above)}>
              {t.moveUp}
            </Button>
            <Button variant="light" disabled={!below} onClick={() => below && onSwap(item, below)}>
              {t.moveDown}
            </Button>
            <Button
              variant="light"
              color="red"
              ml="auto"
              onClick={() => {
                onDelete(item);
                onClose();
              }}
            >
              {t.delete}
            </Button>
          </Group>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <BusyButton type="submit" busy={saving}>
              {t.save}
            </BusyButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
