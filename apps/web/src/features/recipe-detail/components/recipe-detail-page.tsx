import { Alert, Anchor, Button, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ca } from '@receptari/shared/i18n/ca';
import { fill } from '@receptari/shared/i18n/fill';
import { BackButton } from '@/components/ui/back-button.tsx';
import { DocumentTitle } from '@/components/ui/document-title.tsx';
import { QueryError } from '@/components/ui/query-error.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useRecipe } from '@/api/recipes/get-recipe.ts';
import { CommentsSection } from './comments-section.tsx';
import { RecipeActions } from './recipe-actions.tsx';
import { RecipeBody } from './recipe-body.tsx';

/** /info/{recipeId}: the whole recipe, signed in; a visitor gets SignedOutPrompt from the route table. */
export function RecipeDetailPage() {
  const id = Number(useParams().recipeId);
  if (!Number.isInteger(id) || id <= 0) return <RecipeNotFound />;
  return <RecipeDetail id={id} />;
}

function RecipeDetail({ id }: { id: number }) {
  const recipe = useRecipe(id);
  if (recipe.isPending) return <DetailSkeleton />;
  if (recipe.isError) {
    if (recipe.error instanceof ApiError && recipe.error.status === 404) return <RecipeNotFound />;
    return <QueryError message={ca.common.unexpected} onRetry={() => void recipe.refetch()} />;
  }
  const r = recipe.data;
  return (
    <Stack gap="lg" maw={860} mx="auto" w="100%">
      <DocumentTitle title={r.title} />
      <BackButton />
      <div>
        <Title order={1} fz={{ base: 28, sm: 38 }} lh={1.15}>
          {r.title}
        </Title>
        <Anchor component={Link} to={`/user/${r.user_id}`} fw={600}>
          {fill(ca.recipeDetail.author, { name: r.creador })}
        </Anchor>
      </div>
      {r.status === 'pending' && (
        // Only its author and the admins get here: tell them why nobody else sees it yet.
        <Alert color="yellow" title={ca.foodCheck.pendingReview}>
          {ca.foodCheck.pendingExplained}
        </Alert>
      )}
      {r.image && (
        <Image
          src={r.image}
          alt={r.title}
          radius="lg"
          w="100%"
          h="auto"
          style={{ aspectRatio: '4 / 3' }}
          fit="cover"
        />
      )}
      <RecipeActions recipe={r} />
      <RecipeBody recipe={r} />
      <CommentsSection recipeId={r.id} />
    </Stack>
  );
}

function RecipeNotFound() {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <Title order={1}>{ca.recipes.notFound}</Title>
      <Text c="dimmed">{ca.recipeDetail.notFoundText}</Text>
      <Button component={Link} to="/">
        {ca.common.backHome}
      </Button>
    </Stack>
  );
}

function DetailSkeleton() {
  return (
    <Stack gap="md" maw={860} mx="auto" w="100%" aria-busy>
      <Skeleton height={36} width="70%" />
      <Skeleton height={16} width="30%" />
      <Skeleton style={{ aspectRatio: '4 / 3' }} radius="lg" />
      <Skeleton height={14} />
      <Skeleton height={14} width="80%" />
    </Stack>
  );
}
