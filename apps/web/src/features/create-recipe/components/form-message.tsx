import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { ca } from '@receptari/shared/i18n/ca';
import type { FormMessage as Message } from '../hooks/use-form-message.ts';

const look = {
  error: { color: 'red', icon: IconAlertCircle },
  success: { color: 'green', icon: IconCheck },
  info: { color: 'blue', icon: IconInfoCircle },
} as const;

/** The form's dismissible popup: red error, green success, blue info (spec, Create recipe). */
export function FormMessage({ message, onClose }: { message: Message; onClose: () => void }) {
  if (!message) return null;
  const { color, icon: Icon } = look[message.kind];
  return (
    <Alert
      color={color}
      variant="filled"
      icon={<Icon size={20} aria-hidden />}
      withCloseButton
      closeButtonLabel={ca.recipeForm.closeMessage}
      onClose={onClose}
      role={message.kind === 'error' ? 'alert' : 'status'}
      style={{ position: 'sticky', top: 8, zIndex: 5, whiteSpace: 'pre-line' }}
    >
      {message.text}
    </Alert>
  );
}
