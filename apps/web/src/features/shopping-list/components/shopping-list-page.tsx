import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import type { ShoppingItem, ShoppingListAnswer } from '@receptari/shared/shopping-list/shopping-list.schemas';
import { DocumentTitle } from '@/components/ui/document-title.tsx';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { QueryError } from '@/components/ui/query-error.tsx';
import { useShoppingList } from '@/api/shopping-list/get-shopping-list.ts';
import { useReceiveListChanges } from '@/api/shopping-list/receive-list-changes.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { useDialog } from '@/lib/use-dialog.ts';
import { useItemActions } from '../hooks/use-item-actions.ts';
import { type AisleGroup, firstLines, groupByAisle, lineWithNeighbours } from '../lib/group-items.ts';
import { AddItemForm } from './add-item-form.tsx';
import { AisleSection } from './aisle-section.tsx';
import { Household } from './household.tsx';
import { ItemEditModal } from './item-edit-modal.tsx';
import { ListRecipes } from './list-recipes.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import classes from './shopping-list.module.css';

const t = trPlanning.list;

/** Lines drawn in the first commit: a phone's screenful and more; the rest follow at once, unhurried. */
const FIRST_LINES = 40;

/**
 * /llista: the shopping list of the signed-in user's household (the route table sends a visitor to
 * log in), live: another member's tick shows here within a second.
 */
export function ShoppingListPage() {
  useReceiveListChanges();
  const list = useShoppingList();
  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <DocumentTitle title={t.title} />
      <Title order={1}>{t.title}</Title>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <QueryError message={t.loadError} onRetry={() => void list.refetch()} />
      ) : (
        <ShoppingListView list={list.data} />
      )}
    </Stack>
  );
}

/**
 * A tick changes `list.items` only: the recipes, the household and the form are memoised on props
 * the tick leaves as they were, so it redraws the toolbar and the lines' aisles (whose rows are
 * memoised too), not the side panels' Mantine components.
 */
export function ShoppingListView({ list }: { list: ShoppingListAnswer }) {
  const { user } = useAuth();
  const actions = useItemActions();
  // The dialog leaves with its closing; useDialog gives the focus back to the line's edit button.
  const editing = useDialog<number>();
  const groups = useMemo(() => groupByAisle(list.items), [list.items]);
  const shown = useFirstLinesFirst(groups);
  const openEditor = editing.open;
  const open = useMemo(() => (item: ShoppingItem) => openEditor(item.id), [openEditor]);
  // The line as the list holds it now (a tick or a move by another member shows in the dialog).
  const opened = editing.value === null ? null : lineWithNeighbours(groups, editing.value);
  return (
    <div className={classes.layout}>
      <Stack gap="md">
        <div className={classes.noPrint}>
          <AddItemForm />
        </div>
        {list.items.length === 0 ? (
          <EmptyList />
        ) : (
          <>
            <ListToolbar items={list.items} />
            <div data-testid="shopping-list">
              {shown.map((group) => (
                <AisleSection key={group.aisle} group={group} onToggle={actions.toggle} onOpen={open} />
              ))}
            </div>
          </>
        )}
      </Stack>
      <Stack gap="md" className={classes.noPrint}>
        <ListRecipes recipes={list.recipes} />
        {user && <Household members={list.members} meId={user.id} />}
      </Stack>
      {opened && (
        <ItemEditModal
          key={opened.item.id}
          {...opened}
          onSave={actions.edit}
          onSwap={actions.swap}
          onDelete={actions.remove}
          onClose={editing.close}
        />
      )}
    </div>
  );
}

/**
 * The groups to draw: a long list's first FIRST_LINES lines in the first commit, then every line in
 * a transition right after, so the first screen shows within a frame on a slow phone (the bench:
 * bench/shopping/run-list-render-bench.ts) and a tick stays quick; print and find see every line
 * a moment later.
 */
function useFirstLinesFirst(groups: AisleGroup[]): AisleGroup[] {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (!all) startTransition(() => setAll(true));
  }, [all]);
  return useMemo(() => (all ? groups : firstLines(groups, FIRST_LINES)), [all, groups]);
}

function EmptyList() {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconShoppingCart size={30} aria-hidden />
      </ThemeIcon>
      <Title order={2} fz="lg">
        {t.emptyTitle}
      </Title>
      <Text c="dimmed" maw={360}>
        {t.emptyHint}
      </Text>
    </Stack>
  );
}
