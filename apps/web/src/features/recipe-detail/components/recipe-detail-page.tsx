import { Alert, Anchor, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AdaptedIngredient } from '@receptari/shared/quantities/adapt-recipe';
import type { RecipeDetail } from '@receptari/shared/recipes/recipes.schemas';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ca } from '@receptari/shared/i18n/ca';
import { fill } from '@receptari/shared/i18n/fill';
import { BackButton } from '@/components/ui/back-button.tsx';
import { DocumentTitle } from '@/components/ui/document-title.tsx';
import { PicturePlaceholder } from '@/components/ui/picture-placeholder.tsx';
import { QueryError } from '@/components/ui/query-error.tsx';
import { SourceCredit } from '@/components/ui/source-credit.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useRecipe } from '@/api/recipes/get-recipe.ts';
import { CommentsSection } from './comments-section.tsx';
import { RecipeActions } from './recipe-actions.tsx';
import { useAdaptedRecipe } from '../hooks/use-adapted-recipe.ts';
import { useCookingParams } from '../hooks/use-cooking-params.ts';
import { useUnitSystem } from '../hooks/use-unit-system.ts';
import { AddToListButton } from './add-to-list-button.tsx';
import { CookingTools } from './cooking-tools.tsx';
import { DietBadges } from './diet-badges.tsx';
import { IngredientsPanel } from './ingredients-panel.tsx';
import { PlanRecipe } from './plan-recipe.tsx';
import { RecipeExtras, RecipeIntro, StepsSection } from './recipe-body.tsx';
import { RecipeGlance } from './recipe-glance.tsx';
import classes from './recipe-detail.module.css';

/** What the page hands cook mode (built by the cook-mode feature, passed in by the app layer). */
export interface CookModeSlotProps {
  recipe: { id: number; title: string };
  ingredients: readonly AdaptedIngredient[];
  steps: readonly string[];
  step: number;
  onStepChange: (step: number) => void;
  onClose: () => void;
}
export type CookModeSlot = (props: CookModeSlotProps) => ReactNode;

/** /info/{recipeId}: the whole recipe, signed in; a visitor gets SignedOutPrompt from the route table. */
export function RecipeDetailPage({ cookMode }: { cookMode?: CookModeSlot }) {
  const id = Number(useParams().recipeId);
  if (!Number.isInteger(id) || id <= 0) return <RecipeNotFound />;
  return <RecipeDetailLoader id={id} cookMode={cookMode} />;
}

function RecipeDetailLoader({ id, cookMode }: { id: number; cookMode: CookModeSlot | undefined }) {
  const recipe = useRecipe(id);
  if (recipe.isPending) return <DetailSkeleton />;
  if (recipe.isError) {
    if (recipe.error instanceof ApiError && recipe.error.status === 404) return <RecipeNotFound />;
    return <QueryError message={ca.common.unexpected} onRetry={() => void recipe.refetch()} />;
  }
  return <RecipeDetailView recipe={recipe.data} cookMode={cookMode} />;
}

/**
 * The page a cook reads from (docs/product.md#recipe-detail): the facts at a glance beside the
 * picture, then the ingredients (at the chosen servings and units) beside the steps.
 */
function RecipeDetailView({
  recipe: r,
  cookMode,
}: {
  recipe: RecipeDetail;
  cookMode: CookModeSlot | undefined;
}) {
  const { servings, setServings, cookStep, setCookStep } = useCookingParams(r);
  const [units, setUnits] = useUnitSystem();
  const adapted = useAdaptedRecipe(r, servings, units);
  const pdfChoice = servings === r.servings && units === 'original' ? {} : { servings, units };
  return (
    <Stack gap="lg" maw={1120} mx="auto" w="100%">
      <DocumentTitle title={r.title} />
      <div className={classes.noPrint}>
        <BackButton />
      </div>
      <div className={classes.header}>
        <Stack gap="sm">
          <div>
            <Title order={1} fz={{ base: 28, sm: 38 }} lh={1.15}>
              {r.title}
            </Title>
            <Anchor component={Link} to={`/user/${r.user_id}`} fw={600}>
              {fill(ca.recipeDetail.author, { name: r.creador })}
            </Anchor>
            {r.source && <SourceCredit source={r.source} />}
          </div>
          {r.status === 'pending' && (
            // Only its author and the admins get here: tell them why nobody else sees it yet.
            <Alert color="yellow" title={ca.foodCheck.pendingReview}>
              {ca.foodCheck.pendingExplained}
            </Alert>
          )}
          <RecipeGlance recipe={r} servings={servings} />
          <DietBadges recipe={r} />
          <div className={classes.noPrint}>
            <RecipeActions recipe={r} pdfChoice={pdfChoice} />
            <PlanRecipe recipeId={r.id} servings={servings} />
          </div>
        </Stack>
        {r.image ? (
          <img src={r.image} alt={r.title} className={`${classes.picture} ${classes.noPrint}`} />
        ) : (
          // An imported recipe may come without a picture: the header keeps its shape.
          <div className={`${classes.picture} ${classes.noPicture} ${classes.noPrint}`}>
            <PicturePlaceholder iconSize={72} />
          </div>
        )}
        <div className={classes.intro}>
          <RecipeIntro recipe={r} />
        </div>
      </div>
      <div className={classes.cooking}>
        <IngredientsPanel
          ingredients={adapted.ingredients}
          servings={servings}
          originalServings={r.servings}
          onServings={setServings}
          units={units}
          onUnits={setUnits}
          action={<AddToListButton recipeId={r.id} servings={servings} />}
        />
        <StepsSection
          steps={adapted.steps}
          action={<CookingTools hasSteps={r.steps.length > 0} onCook={() => setCookStep(cookStep ?? 0)} />}
        />
      </div>
      <RecipeExtras recipe={r} />
      <div className={classes.noPrint}>
        <CommentsSection recipeId={r.id} />
      </div>
      {cookMode &&
        cookStep !== null &&
        cookMode({
          recipe: { id: r.id, title: r.title },
          ingredients: adapted.ingredients,
          steps: adapted.steps,
          step: cookStep,
          onStepChange: setCookStep,
          onClose: () => setCookStep(null),
        })}
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
    <Stack gap="md" maw={1120} mx="auto" w="100%" aria-busy>
      <Skeleton height={36} width="70%" />
      <Skeleton height={16} width="30%" />
      <Skeleton style={{ aspectRatio: '4 / 3' }} radius="lg" />
      <Skeleton height={14} />
      <Skeleton height={14} width="80%" />
    </Stack>
  );
}
