import { Stack, Title } from '@mantine/core';
import { IconChefHat } from '@tabler/icons-react';
import { ca } from '@receptari/shared/i18n/ca';
import { DocumentTitle } from '@/components/ui/document-title.tsx';
import { LoginPrompt } from '@/components/ui/login-prompt.tsx';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { useAuth } from '@/lib/auth-store.ts';
import { RecipeForm } from './recipe-form.tsx';

/** /agregar: the login prompt without a session; the form once the user is known (drafts are per user). */
export function CreateRecipePage() {
  const { token, user } = useAuth();
  return (
    <Stack gap="lg" maw={880} mx="auto" w="100%">
      <DocumentTitle title={ca.screens.AgregarReceta} />
      <Title order={1}>{ca.screens.AgregarReceta}</Title>
      {!token ? (
        <LoginPrompt
          text={ca.recipeForm.signedOut}
          action={ca.recipeForm.login}
          icon={<IconChefHat size={32} />}
        />
      ) : user ? (
        <RecipeForm key={user.id} userId={user.id} />
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}
