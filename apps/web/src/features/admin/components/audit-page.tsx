import { Stack, Table, Text } from '@mantine/core';
import { ca } from '@receptari/shared/i18n/ca';
import { caAdmin } from '@receptari/shared/i18n/ca-admin';
import { useAudit } from '@/api/admin/get-audit.ts';
import { rowsOf } from '@/api/admin/list-params.ts';
import { useSearchText } from '../hooks/use-search-text.ts';
import { detailsLine, formatWhen } from '../lib/admin-text.ts';
import { AdminScreen } from './admin-screen.tsx';
import { AdminTable, PagedList, SearchBox } from './admin-parts.tsx';

/** The audit log: every admin action, newest first, searched by admin or element, page by page. */
export function AuditPage() {
  return (
    <AdminScreen title={ca.screens.AuditLog}>
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
      <SearchBox value={search.text} onChange={search.setText} placeholder={caAdmin.admin.auditSearch} />
      <PagedList
        query={audit}
        count={list.length}
        failedMessage={caAdmin.admin.listLoadFailed}
        emptyText={caAdmin.admin.auditEmpty}
      >
        <AdminTable
          columns={[
            caAdmin.admin.colWhen,
            caAdmin.admin.colAdmin,
            caAdmin.admin.colAction,
            caAdmin.admin.colTarget,
            caAdmin.admin.colDetails,
          ]}
        >
          {list.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td data-label={caAdmin.admin.colWhen}>
                <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatWhen(entry.created_at)}
                </Text>
              </Table.Td>
              <Table.Td data-label={caAdmin.admin.colAdmin}>
                <Text fz="sm">{entry.admin?.name ?? caAdmin.admin.auditUnknownAdmin}</Text>
              </Table.Td>
              <Table.Td data-label={caAdmin.admin.colAction}>
                <Text fz="sm">{caAdmin.admin.auditActions[entry.action]}</Text>
              </Table.Td>
              <Table.Td data-label={caAdmin.admin.colTarget}>
                <Text fz="sm">{entry.target_label}</Text>
              </Table.Td>
              <Table.Td data-label={caAdmin.admin.colDetails}>
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
