import {
  ActionIcon,
  Group,
  Modal,
  SimpleGrid,
  type SimpleGridProps,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { IconCircleCheck, IconSearch, IconTrash } from '@tabler/icons-react';
import { fill } from '@receptari/shared/i18n/fill';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trAdmin } from '@receptari/shared/i18n/tr/admin';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfirmModal } from '@/components/ui/confirm-modal.tsx';
import { LoadMore } from '@/components/ui/load-more.tsx';
import { QueryError } from '@/components/ui/query-error.tsx';
import classes from './admin-table.module.css';

/** The search box of a list; what is typed stays as typed while the search runs. */
export function SearchBox({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  return (
    <TextInput
      type="search"
      aria-label={trAdmin.admin.search}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      maxLength={200}
    />
  );
}

/** The red bin of a row; `label` names what it deletes (its accessible name). */
export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon color="red" variant="subtle" size={36} onClick={onClick} aria-label={label}>
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
}

/**
 * 'Confirmar eliminació': are you sure you want to delete `name`; the red button does it. Drawn only
 * while open, its owner's useDialog giving the focus back: a deletion takes its row's bin away.
 */
export function ConfirmDelete({
  name,
  busy,
  onConfirm,
  onClose,
  title = trAdmin.admin.confirmTitle,
  text,
  confirm = trAdmin.admin.delete,
}: {
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  title?: string;
  text?: string;
  confirm?: string;
}) {
  return (
    <ConfirmModal
      opened
      title={title}
      text={text ?? fill(trAdmin.admin.confirmDelete, { name: `"${name}"` })}
      confirm={confirm}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

/**
 * The success modal of a write; it closes by itself (useSuccessModal) or with its close button. Drawn
 * only while shown: useSuccessModal gives the focus back.
 */
export function SuccessModal({ message, onClose }: { message: string | null; onClose: () => void }) {
  if (message === null) return null;
  return (
    <Modal opened onClose={onClose} title={trAdmin.admin.success} centered size="sm">
      {/* Nothing to choose here: the message itself has the focus first (read out), not 'Tancar'. */}
      <Group wrap="nowrap" gap="sm" role="status" tabIndex={-1} data-autofocus>
        <ThemeIcon color="green" variant="light" radius="xl" size={36} aria-hidden>
          <IconCircleCheck size={22} />
        </ThemeIcon>
        <Text>{message}</Text>
      </Group>
    </Modal>
  );
}

/** The rows of a table or list still loading. */
export function RowsSkeleton({ rows = 6, height = 44 }: { rows?: number; height?: number }) {
  return (
    <Stack gap="xs" role="status" aria-label={tr.common.loading}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} radius="sm" />
      ))}
    </Stack>
  );
}

/** The cards of a grid still loading (the review queue, the reports, the recipes). */
export function CardsSkeleton({
  cols,
  count = 4,
  height,
}: {
  cols: SimpleGridProps['cols'];
  count?: number;
  height: number;
}) {
  return (
    <SimpleGrid cols={cols} role="status" aria-label={tr.common.loading}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={height} radius="md" />
      ))}
    </SimpleGrid>
  );
}

/** A list with nothing to show: the screen's own sentence. */
export function EmptyText({ text }: { text: string }) {
  return (
    <Text c="dimmed" ta="center" py="lg">
      {text}
    </Text>
  );
}

type Paged = Pick<
  UseInfiniteQueryResult,
  | 'isPending'
  | 'isError'
  | 'hasNextPage'
  | 'isFetchingNextPage'
  | 'isFetchNextPageError'
  | 'refetch'
  | 'fetchNextPage'
>;

/**
 * The states of a paged admin list, in one place: skeletons while the first page comes, `blocked`
 * (e.g. a login prompt) in place of everything when set, the error with 'Tornar a intentar', the
 * empty sentence, else the rows (`children`) with 'Carregar més' while pages are left.
 */
export function PagedList({
  query,
  count,
  failedMessage,
  emptyText,
  skeleton = <RowsSkeleton />,
  blocked,
  children,
}: {
  query: Paged;
  /** How many rows the loaded pages hold. */
  count: number;
  failedMessage: string;
  emptyText: string;
  skeleton?: ReactNode;
  blocked?: ReactNode;
  children: ReactNode;
}) {
  if (query.isPending) return skeleton;
  if (blocked) return blocked;
  if (query.isError && count === 0)
    return <QueryError message={failedMessage} onRetry={() => void query.refetch()} />;
  if (count === 0) return <EmptyText text={emptyText} />;
  return (
    <>
      {children}
      {query.hasNextPage ? (
        <LoadMore
          loading={query.isFetchingNextPage}
          failed={query.isFetchNextPageError}
          failedMessage={failedMessage}
          onMore={() => void query.fetchNextPage()}
        />
      ) : null}
    </>
  );
}

/**
 * An admin table: the column names, then `children` (its rows, each cell with `data-label` set to
 * its column's name). It scrolls sideways on a tablet and turns into stacked rows on a phone.
 */
export function AdminTable({ columns, children }: { columns: string[]; children: ReactNode }) {
  return (
    <div className={classes.scroll}>
      <Table className={classes.stacked} striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </div>
  );
}
