import { Button, Group, Stack, Title } from '@mantine/core';
import { IconChefHat, IconFileImport } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trImport } from '@receptari/shared/i18n/tr/import';
import { trRecipeForm } from '@receptari/shared/i18n/tr/recipe-form';
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
  const title = editing === null ? tr.screens.AgregarReceta : trRecipeForm.recipeForm.editTitle;
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
            {trImport.form.importLink}
          </Button>
        )}
      </Group>
      {!token ? (
        <LoginPrompt
          text={trRecipeForm.recipeForm.signedOut}
          action={trRecipeForm.recipeForm.login}
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
