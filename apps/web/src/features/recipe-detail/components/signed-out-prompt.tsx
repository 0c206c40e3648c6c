import { IconLock } from '@tabler/icons-react';
import { ca } from '@receptari/shared/i18n/ca';
import { LoginPrompt } from '@/components/ui/login-prompt.tsx';

/** The detail screen without a session: why, and the way to log in and come back. */
export function SignedOutPrompt() {
  return (
    <LoginPrompt
      text={ca.recipes.detailsNeedLogin}
      action={ca.recipes.goToLogin}
      icon={<IconLock size={32} />}
    />
  );
}
