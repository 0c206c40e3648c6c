import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { trRecipeForm } from '@receptari/shared/i18n/tr/recipe-form';
import { NOTIFY_COLORS } from '@/lib/notify.ts';
import type { FormMessage as Message } from '../hooks/use-form-message.ts';

const icons = { error: IconAlertCircle, success: IconCheck, info: IconInfoCircle } as const;

/**
 * The form's dismissible popup, in the popups' colours (docs/product.md#create-and-edit-a-recipe).
 * Not a notify() popup: it is one slot that a new message replaces, stays until closed, and while it
 * holds an error the empty media zones turn red, so the form keeps it as state.
 */
export function FormMessage({ message, onClose }: { message: Message; onClose: () => void }) {
  if (!message) return null;
  const color = NOTIFY_COLORS[message.kind];
  const Icon = icons[message.kind];
  return (
    <Alert
      color={color}
      variant="filled"
      icon={<Icon size={20} aria-hidden />}
      withCloseButton
      closeButtonLabel={trRecipeForm.recipeForm.closeMessage}
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
