import { trLives } from '@receptari/shared/i18n/tr/lives';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';

const t = trLives.liveRoom;

/** docs/product.md#live-room: the end of the live, for the viewers, with the way back to the list. */
export function EndedModal({ opened }: { opened: boolean }) {
  const navigate = useNavigate();
  return (
    <Modal opened={opened} onClose={() => navigate('/live')} withCloseButton={false} centered title={null}>
      <Stack align="center" ta="center">
        <Text fw={700} fz="lg">
          {t.endedTitle}
        </Text>
        <Button onClick={() => navigate('/live')} data-autofocus>
          {t.backToLives}
        </Button>
      </Stack>
    </Modal>
  );
}
