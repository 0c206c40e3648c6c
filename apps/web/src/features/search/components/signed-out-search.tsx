import { Button, Group, Modal } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { caSearch } from '@receptari/shared/i18n/ca-search';
import { LoginPrompt } from '@/components/ui/login-prompt.tsx';
import { loginPath } from '@/lib/redirect.ts';

/**
 * The spec's modal for a visitor. It can be closed (a keyboard user is not trapped), leaving the
 * same words and button on the page.
 */
export function SignedOutSearch() {
  const location = useLocation();
  const [opened, setOpened] = useState(true);
  const back = loginPath(location.pathname + location.search + location.hash);
  return (
    <>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={caSearch.searchPage.signedOut}
        styles={{ title: { fontWeight: 600 } }}
        centered
      >
        <Group justify="flex-end" mt="md">
          <Button component={Link} to={back} data-autofocus>
            {caSearch.searchPage.login}
          </Button>
        </Group>
      </Modal>
      <LoginPrompt
        text={caSearch.searchPage.signedOut}
        action={caSearch.searchPage.login}
        icon={<IconSearch size={32} />}
      />
    </>
  );
}
