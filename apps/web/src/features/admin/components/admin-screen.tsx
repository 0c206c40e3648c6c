import { Alert, Group, Stack, Title } from '@mantine/core';
import { IconLock, IconShieldLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isAdmin } from '@receptari/shared/auth/auth.rules';
import { trAdmin } from '@receptari/shared/i18n/tr/admin';
import { AdminMenu } from '@/components/admin/admin-menu.tsx';
import { DocumentTitle } from '@/components/ui/document-title.tsx';
import { LoginPrompt } from '@/components/ui/login-prompt.tsx';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { useAuth } from '@/lib/auth-store.ts';

/**
 * Every admin screen: its heading with the admin menu, then the screen itself for an admin only.
 * Signed out it says the token is missing (with a login link); a signed-in non-admin is told the
 * page is for administrators, and nothing is fetched (the children are not rendered).
 */
export function AdminScreen({ title, children }: { title: string; children: ReactNode }) {
  const { token, user } = useAuth();
  return (
    <Stack gap="md" w="100%" maw={1100} mx="auto">
      <DocumentTitle title={title} />
      <Group justify="space-between" wrap="nowrap" component="header">
        <Title order={1}>{title}</Title>
        <AdminMenu />
      </Group>
      {!token ? (
        <LoginPrompt
          text={trAdmin.admin.noToken}
          action={trAdmin.admin.login}
          icon={<IconLock size={32} />}
        />
      ) : !user ? (
        <PageLoader />
      ) : !isAdmin(user.role) ? (
        <Alert color="orange" variant="light" icon={<IconShieldLock aria-hidden />} role="alert">
          {trAdmin.admin.notAdmin}
        </Alert>
      ) : (
        children
      )}
    </Stack>
  );
}
