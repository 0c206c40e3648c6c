import { Stack, Title } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isChef } from '@receptari/shared/auth/auth.rules';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trProfile } from '@receptari/shared/i18n/tr/profile';
import { DocumentTitle } from '@/components/ui/document-title.tsx';
import { LoginPrompt } from '@/components/ui/login-prompt.tsx';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { useAuth } from '@/lib/auth-store.ts';
import { LanguageSection } from './language-section.tsx';
import { LibraryTabs } from './library-tabs.tsx';
import { NotificationSettingsSection } from './notification-settings-section.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { TextSizeSection } from './text-size-section.tsx';
import { ThemeSection } from './theme-section.tsx';

/**
 * /perfil: the signed-in user's own profile and personal library (their recipes, saved, liked,
 * folders); signed out, a way to log in and come back. Loaded lazily by the router. A chef also
 * gets a tab of their own lives, which `chefLives` draws (the lives feature, put in by
 * app/routes/perfil.tsx: one feature never imports another). Last, signed in or not, the language, the theme
 * and the text size.
 */
export function PerfilPage({ chefLives }: { chefLives: (chefId: number) => ReactNode }) {
  const { token, user } = useAuth();
  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <DocumentTitle title={tr.screens.Perfil} />
      <Title order={1}>{tr.screens.Perfil}</Title>
      {!token ? (
        <LoginPrompt
          text={trProfile.perfil.signedOut}
          action={trProfile.perfil.login}
          icon={<IconUser size={32} />}
        />
      ) : !user ? (
        <PageLoader />
      ) : (
        <>
          <ProfileHeader user={user} />
          <LibraryTabs
            key={user.id}
            userId={user.id}
            lives={isChef(user.role) ? chefLives(user.id) : undefined}
          />
          <NotificationSettingsSection />
        </>
      )}
      <LanguageSection />
      <ThemeSection />
      <TextSizeSection />
    </Stack>
  );
}
