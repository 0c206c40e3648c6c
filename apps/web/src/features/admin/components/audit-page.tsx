import { Stack, Table, Text } from '@mantine/core';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trAdmin } from '@receptari/shared/i18n/tr/admin';
import { useAudit } from '@/api/admin/get-audit.ts';
import { rowsOf } from '@/api/admin/list-params.ts';
import { useSearchText } from '../hooks/use-search-text.ts';
import { detailsLine, formatWhen } from '../lib/admin-text.ts';
import { AdminScreen } from './admin-screen.tsx';
import { AdminTable, PagedList, SearchBox } from './admin-parts.tsx';

/** The audit log: every admin action, newest first, searched by admin or element, page by page. */
export function AuditPage() {
  return (
    <AdminScreen title={tr.screens.AuditLog}>
      <Audit />
    </AdminScreen>
  );
}

function Audit() {
  const search = useSearchText();
  const audit = useAudit(search.query, true);
  const list = rowsOf(audit.data?.pages, (page) => page.entries);
  return (
    <Stack gap="md">
      <SearchBox value={search.text} onChange={search.setText} placeholder={trAdmin.admin.auditSearch} />
      <PagedList
        query={audit}
        count={list.length}
        failedMessage={trAdmin.admin.listLoadFailed}
        emptyText={trAdmin.admin.auditEmpty}
      >
        <AdminTable
          columns={[
            trAdmin.admin.colWhen,
            trAdmin.admin.colAdmin,
            trAdmin.admin.colAction,
            trAdmin.admin.colTarget,
            trAdmin.admin.colDetails,
          ]}
        >
          {list.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td data-label={trAdmin.admin.colWhen}>
                <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatWhen(entry.created_at)}
                </Text>
              </Table.Td>
              <Table.Td data-label={trAdmin.admin.colAdmin}>
                <Text fz="sm">{entry.admin?.name ?? trAdmin.admin.auditUnknownAdmin}</Text>
              </Table.Td>
              <Table.Td data-label={trAdmin.admin.colAction}>
                <Text fz="sm">{trAdmin.admin.auditActions[entry.action]}</Text>
              </Table.Td>
              <Table.Td data-label={trAdmin.admin.colTarget}>
                <Text fz="sm">{entry.target_label}</Text>
              </Table.Td>
              <Table.Td data-label={trAdmin.admin.colDetails}>
                <Text fz="xs" c="dimmed">
                  {detailsLine(entry.details)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </AdminTable>
      </PagedList>
    </Stack>
  );
}
