import { Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { CATALOG_NAME_MAX } from '@receptari/shared/admin/admin.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trAdmin } from '@receptari/shared/i18n/tr/admin';
import { useCreateCategory } from '@/api/catalog/create-category.ts';
import { useCreateCuisine } from '@/api/catalog/create-cuisine.ts';
import { useDeleteCategory } from '@/api/catalog/delete-category.ts';
import { useDeleteCuisine } from '@/api/catalog/delete-cuisine.ts';
import { useCategories } from '@/api/catalog/get-categories.ts';
import { useCuisines } from '@/api/catalog/get-cuisines.ts';
import { BusyButton } from '@/components/ui/busy.tsx';
import { QueryError } from '@/components/ui/query-error.tsx';
import { messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';
import { LONG_SUCCESS_MS, useSuccessModal } from '../hooks/use-success-modal.ts';
import { type CatalogKind, catalogNameError, matchesSearch } from '../lib/admin-text.ts';
import { AdminScreen } from './admin-screen.tsx';
import {
  ConfirmDelete,
  DeleteButton,
  EmptyText,
  RowsSkeleton,
  SearchBox,
  SuccessModal,
} from './admin-parts.tsx';

type Entry = { id: number; name: string };

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
      entries: categories.data?.map((c): Entry => ({ id: c.id, name: c.name })),
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
    entries: cuisines.data?.map((c): Entry => ({ id: c.id, name: c.country })),
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
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [target, setTarget] = useState<Entry | null>(null);
  const success = useSuccessModal(LONG_SUCCESS_MS);
  const shown = (entries ?? []).filter((entry) => matchesSearch(entry.name, search));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = catalogNameError(kind, name);
    if (refused) {
      setNameError(refused);
      return;
    }
    create.mutate(name.trim(), {
      onSuccess: (answer) => {
        setName('');
        setNameError(null);
        success.show(answer.message);
      },
      // A taken name (409) or a refused one (422) is said under the field; the text stays.
      onError: (error) => setNameError(messageOf(error, trAdmin.admin.createFailed)),
    });
  };

  const confirm = () => {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => success.show(text.deleted),
      onError: (error) => notify.error(messageOf(error, trAdmin.admin.deleteFailed)),
      onSettled: () => setTarget(null),
    });
  };

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" wrap="wrap" gap="sm">
          <TextInput
            label={text.label}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(null);
            }}
            // The button is off while the name is blank, so a browser sends no form on Enter: the
            // attempt is caught here and told why.
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || name.trim() !== '') return;
              event.preventDefault();
              setNameError(catalogNameError(kind, name));
            }}
            error={nameError}
            maxLength={CATALOG_NAME_MAX}
            style={{ flex: '1 1 220px' }}
          />
          <BusyButton
            type="submit"
            mt={25}
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={name.trim() === ''}
            busy={create.isPending}
          >
            {trAdmin.admin.create}
          </BusyButton>
        </Group>
      </form>
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
                      onClick={() => setTarget(entry)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDelete
        name={target?.name ?? null}
        busy={remove.isPending}
        onConfirm={confirm}
        onClose={() => setTarget(null)}
      />
      <SuccessModal message={success.message} onClose={success.close} />
    </Stack>
  );
}
