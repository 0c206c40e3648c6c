import { Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { tr } from '@receptari/shared/i18n/tr/core';

/** 'Tornar enrere': the previous page, or the landing page when this one was opened directly. */
export function BackButton() {
  const navigate = useNavigate();
  return (
    <Group>
      <Button
        variant="subtle"
        px={0}
        leftSection={<IconArrowLeft size={18} aria-hidden />}
        onClick={() => (window.history.length > 1 ? void navigate(-1) : void navigate('/'))}
      >
        {tr.recipes.back}
      </Button>
    </Group>
  );
}
