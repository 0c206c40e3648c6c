import { Button, Group, Modal } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { tr } from '@receptari/shared/i18n/tr/core';
import { loginPath } from '@/lib/redirect.ts';

/**
 * The modal for a visitor on /search (docs/product.md#search-screen). It can be closed: a keyboard
 * user is not trapped.
 */
export default function SignedOutSearchModal() {
  const location = useLocation();
  const [opened, setOpened] = useState(true);
  return (
    <Modal
      opened={opened}
      onClose={() => setOpened(false)}
      title={tr.recipes.searchNeedsLogin}
      styles={{ title: { fontWeight: 600 } }}
      centered
    >
      <Group justify="flex-end" mt="md">
        <Button
          component={Link}
          to={loginPath(location.pathname + location.search + location.hash)}
          data-autofocus
        >
          {tr.recipes.searchLogin}
        </Button>
      </Group>
    </Modal>
  );
}
