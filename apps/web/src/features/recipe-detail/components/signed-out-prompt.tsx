import { IconLock } from '@tabler/icons-react';
import { ca } from '@receptari/shared/i18n/ca';
import { LoginPrompt } from '@/components/ui/login-prompt.tsx';

/**
 * /info/{id} without a session: why, and the way to log in and come back. In the main bundle (the
 * route table's `visitor`): a shared link draws it without fetching the detail screen.
 */
export function SignedOutPrompt() {
  return (
    <LoginPrompt
      text={ca.recipes.detailsNeedLogin}
      action={ca.recipes.goToLogin}
      icon={<IconLock size={32} />}
    />
  );
}
