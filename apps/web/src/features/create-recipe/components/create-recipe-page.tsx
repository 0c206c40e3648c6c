import { Button, Group, Stack, Title } from '@mantine/core';
import { IconChefHat, IconFileImport } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { ca } from '@receptari/shared/i18n/ca';
import { caImport } from '@receptari/shared/i18n/ca-import';
import { caRecipeForm } from '@receptari/shared/i18n/ca-recipe-form';
import { DocumentTitle } from '@/components/ui/document-title.tsx';
import { LoginPrompt } from '@/components/ui/login-prompt.tsx';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { useAuth } from '@/lib/auth-store.ts';
import { EditRecipe } from './edit-recipe.tsx';
import { RecipeForm } from './recipe-form.tsx';

/** `?editar={id}`: a positive whole id, or nothing (a new recipe). */
function editedId(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
}

/**
 * /agregar: the login prompt without a session; the form once the user is known (drafts are per
 * user). With `?editar={id}` the same form edits that recipe of the user's.
 */
export function CreateRecipePage() {
  const { token, user } = useAuth();
  const [params] = useSearchParams();
  const editing = editedId(params.get('editar'));
  const title = editing === null ? ca.screens.AgregarReceta : caRecipeForm.recipeForm.editTitle;
  return (
    <Stack gap="lg" maw={880} mx="auto" w="100%">
      <DocumentTitle title={title} />
      <Group justify="space-between" gap="sm">
        <Title order={1}>{title}</Title>
        {token && editing === null && (
          <Button
            component={Link}
            to="/importar"
            variant="light"
            leftSection={<IconFileImport size={18} aria-hidden />}
          >
            {caImport.form.importLink}
          </Button>
        )}
      </Group>
      {!token ? (
        <LoginPrompt
          text={caRecipeForm.recipeForm.signedOut}
          action={caRecipeForm.recipeForm.login}
          icon={<IconChefHat size={32} />}
        />
      ) : !user ? (
        <PageLoader />
      ) : editing === null ? (
        <RecipeForm key={user.id} userId={user.id} />
      ) : (
        <EditRecipe key={`${user.id}:${editing}`} userId={user.id} recipeId={editing} />
      )}
    </Stack>
  );
}
