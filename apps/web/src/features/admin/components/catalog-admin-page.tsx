import { Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { byShownName, catalogName, type CatalogEntry } from '@receptari/shared/catalog/catalog-name';
import { currentLocale } from '@receptari/shared/i18n/translator';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trAdmin } from '@receptari/shared/i18n/tr/admin';
import { useCreateCategory } from '@/api/catalog/create-category.ts';
import { useCreateCuisine } from '@/api/catalog/create-cuisine.ts';
import { useDeleteCategory } from '@/api/catalog/delete-category.ts';
import { useDeleteCuisine } from '@/api/catalog/delete-cuisine.ts';
import { useCategories } from '@/api/catalog/get-categories.ts';
import { useCuisines } from '@/api/catalog/get-cuisines.ts';
import { QueryError } from '@/components/ui/query-error.tsx';
import { messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';
import { useDialog } from '@/lib/use-dialog.ts';
import { LONG_SUCCESS_MS, useSuccessModal } from '../hooks/use-success-modal.ts';
import { type CatalogKind, matchesSearch } from '../lib/admin-text.ts';
import { AdminScreen } from './admin-screen.tsx';
import { CatalogCreateForm } from './catalog-create-form.tsx';
import {
  ConfirmDelete,
  DeleteButton,
  EmptyText,
  RowsSkeleton,
  SearchBox,
  SuccessModal,
} from './admin-parts.tsx';

/** A row: its name in the language shown, and all three, which the search looks through. */
type Entry = { id: number; name: string; names: string[] };

const entryOf = (id: number, entry: CatalogEntry): Entry => ({
  id,
  name: catalogName(entry, currentLocale()),
  names: [catalogName(entry, 'ca'), catalogName(entry, 'es'), catalogName(entry, 'en')],
});

/** What differs between /categories and /cuisines: the strings and the API hooks. */
function useCatalog(kind: CatalogKind) {
  const categories = useCategories();
  const cuisines = useCuisines();
  const createCategory = useCreateCategory();
  const createCuisine = useCreateCuisine();
  const deleteCategory = useDeleteCategory();
  const deleteCuisine = useDeleteCuisine();
  if (kind === 'category') {
    return {
      list: categories,
      entries: categories.data && byShownName(categories.data).map((c) => entryOf(c.id, c)),
      create: createCategory,
      remove: deleteCategory,
      text: {
        search: trAdmin.admin.categoriesSearch,
        label: trAdmin.admin.newCategory,
        column: trAdmin.admin.colCategory,
        deleted: trAdmin.admin.categoryDeleted,
        empty: trAdmin.admin.categoriesEmpty,
      },
    };
  }
  return {
    list: cuisines,
    entries: cuisines.data && byShownName(cuisines.data).map((c) => entryOf(c.id, c)),
    create: createCuisine,
    remove: deleteCuisine,
    text: {
      search: trAdmin.admin.cuisinesSearch,
      label: trAdmin.admin.newCuisine,
      column: trAdmin.admin.colCuisine,
      deleted: trAdmin.admin.cuisineDeleted,
      empty: trAdmin.admin.cuisinesEmpty,
    },
  };
}

/** /categories. */
export function CategoriesAdminPage() {
  return (
    <AdminScreen title={tr.screens.CategoriesView}>
      <CatalogAdmin kind="category" />
    </AdminScreen>
  );
}

/** /cuisines. */
export function CuisinesAdminPage() {
  return (
    <AdminScreen title={tr.screens.CuisinesView}>
      <CatalogAdmin kind="cuisine" />
    </AdminScreen>
  );
}

/** The whole list (it is small), filtered as one types; an add form; a delete per row. */
function CatalogAdmin({ kind }: { kind: CatalogKind }) {
  const { list, entries, create, remove, text } = useCatalog(kind);
  const [search, setSearch] = useState('');
  const asking = useDialog<Entry>();
  const target = asking.value;
  const success = useSuccessModal(LONG_SUCCESS_MS);
  const shown = (entries ?? []).filter((entry) => entry.names.some((name) => matchesSearch(name, search)));

  const confirm = () => {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => success.show(text.deleted, asking.from()),
      onError: (error) => notify.error(() => messageOf(error, trAdmin.admin.deleteFailed)),
      onSettled: asking.close,
    });
  };

  return (
    <Stack gap="md">
      <CatalogCreateForm kind={kind} label={text.label} create={create} onCreated={success.show} />
      <SearchBox value={search} onChange={setSearch} placeholder={text.search} />
      {list.isPending ? (
        <RowsSkeleton />
      ) : list.isError ? (
        <QueryError message={trAdmin.admin.catalogLoadFailed} onRetry={() => void list.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyText text={search.trim() ? trAdmin.admin.catalogNoMatch : text.empty} />
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{text.column}</Table.Th>
                <Table.Th w={80}>{trAdmin.admin.colActions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>
                    <Text fz="sm">{entry.name}</Text>
                  </Table.Td>
                  <Table.Td>
                    <DeleteButton
                      label={`${trAdmin.admin.delete}: ${entry.name}`}
                      onClick={() => asking.open(entry)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {target && (
        <ConfirmDelete
          name={target.name}
          busy={remove.isPending}
          onConfirm={confirm}
          onClose={asking.close}
        />
      )}
      <SuccessModal message={success.message} onClose={success.close} />
    </Stack>
  );
}
