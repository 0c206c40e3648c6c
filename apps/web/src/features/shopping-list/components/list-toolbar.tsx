import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconClipboardCopy, IconPrinter, IconTrashX } from '@tabler/icons-react';
import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import { fill } from '@receptari/shared/i18n/fill';
import type { ShoppingItem } from '@receptari/shared/shopping-list/shopping-list.schemas';
import { useListTools } from '../hooks/use-list-tools.ts';
import classes from './shopping-list.module.css';
import { BusyButton } from '@/components/ui/busy.tsx';

const t = trPlanning.list;

/** How much is bought, and what to do with the whole list. */
export function ListToolbar({ items }: { items: readonly ShoppingItem[] }) {
  const tools = useListTools(items);
  const done = items.filter((item) => item.checked).length;
  const progress = fill(t.progress, { done, total: items.length });
  return (
    <Stack gap="xs">
      <div>
        <Text fz="sm" fw={600} aria-live="polite" data-testid="shopping-progress">
          {progress}
        </Text>
        <Progress value={items.length ? (done / items.length) * 100 : 0} aria-label={progress} mt={4} />
      </div>
      <Group gap={6} className={classes.noPrint}>
        <BusyButton
          size="compact-sm"
          variant="light"
          color="red"
          leftSection={<IconTrashX size={16} aria-hidden />}
          disabled={done === 0}
          busy={tools.clearing}
          onClick={tools.clearChecked}
        >
          {t.clearChecked}
        </BusyButton>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconClipboardCopy size={16} aria-hidden />}
          onClick={() => void tools.copy()}
        >
          {t.copy}
        </Button>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={tools.print}
        >
          {t.print}
        </Button>
      </Group>
    </Stack>
  );
}
