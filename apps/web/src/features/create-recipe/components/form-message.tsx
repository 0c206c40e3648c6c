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
      // Fixed at the top: the message concerns fields anywhere in a long form, and must stay seen.
      style={{
        position: 'fixed',
        top: 12,
        left: '50%',
        transform: 'translateX(-50%)',
        width: 'min(640px, calc(100vw - 24px))',
        zIndex: 300,
        whiteSpace: 'pre-line',
        boxShadow: 'var(--mantine-shadow-md)',
      }}
    >
      {message.text}
    </Alert>
  );
}
