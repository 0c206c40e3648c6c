import { trLives } from '@receptari/shared/i18n/tr/lives';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarPlus } from '@tabler/icons-react';
import { LiveFormModal } from './live-form-modal.tsx';

/** 'Programar un live': the signed-in chef's form for a new live about one of their recipes. */
export function ScheduleLiveButton({ chefId }: { chefId: number }) {
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <Button leftSection={<IconCalendarPlus size={18} aria-hidden />} onClick={modal.open}>
        {trLives.liveList.schedule}
      </Button>
      <LiveFormModal opened={opened} onClose={modal.close} chefId={chefId} />
    </>
  );
}
