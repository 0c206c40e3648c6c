import { IconLock } from '@tabler/icons-react';
import { tr } from '@receptari/shared/i18n/tr/core';
import { LoginPrompt } from '@/components/ui/login-prompt.tsx';

/**
 * /info/{id} without a session: why, and the way to log in and come back. In the main bundle (the
 * route table's `visitor`): a shared link draws it without fetching the detail screen.
 */
export function SignedOutPrompt() {
  return (
    <LoginPrompt
      text={tr.recipes.detailsNeedLogin}
      action={tr.recipes.goToLogin}
      icon={<IconLock size={32} />}
    />
  );
}
