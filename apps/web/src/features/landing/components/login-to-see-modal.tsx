import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { tr } from '@receptari/shared/i18n/tr/core';
import { useAuth } from '@/lib/auth-store.ts';
import { loginPath } from '@/lib/redirect.ts';

/**
 * Asks a signed-out visitor to log in before opening a recipe. Closes itself when a session
 * appears (an `authUpdated` from a login in another tab or component).
 */
export default function LoginToSeeModal({
  recipeId,
  onClose,
}: {
  recipeId: number | null;
  onClose: () => void;
}) {
  const { token } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (token && recipeId !== null) onClose();
  }, [token, recipeId, onClose]);

  return (
    <Modal opened={recipeId !== null && !token} onClose={onClose} title={tr.recipes.loginToSeeTitle} centered>
      <Text>{tr.recipes.detailsNeedLogin}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {tr.common.cancel}
        </Button>
        <Button onClick={() => void navigate(loginPath(`/info/${recipeId}`))} data-autofocus>
          {tr.recipes.accept}
        </Button>
      </Group>
    </Modal>
  );
}
