import { Button, Group, Modal, Text } from '@mantine/core';
import { tr } from '@receptari/shared/i18n/tr/core';
import { BusyButton } from './busy.tsx';

type Props = {
  opened: boolean;
  title: string;
  text: string;
  confirm: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** 'Are you sure?' before something that cannot be undone; the red button does it. */
export function ConfirmModal({ opened, title, text, confirm, busy, onConfirm, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text>{text}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
          {tr.common.cancel}
        </Button>
        <BusyButton color="red" onClick={onConfirm} busy={busy}>
          {confirm}
        </BusyButton>
      </Group>
    </Modal>
  );
}
