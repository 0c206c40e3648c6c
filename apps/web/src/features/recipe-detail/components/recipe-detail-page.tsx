import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AdaptedIngredient } from '@receptari/shared/quantities/adapt-recipe';
import type { RecipeDetail } from '@receptari/shared/recipes/recipes.schemas';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trReports } from '@receptari/shared/i18n/tr/reports';
import { fill } from '@receptari/shared/i18n/fill';
import { BackButton } from '@/components/ui/back-button.tsx';
import { DocumentTitle } from '@/components/ui/document-title.tsx';
import { PicturePlaceholder } from '@/components/ui/picture-placeholder.tsx';
import { RecipePicture } from '@/components/ui/recipe-picture.tsx';
import { QueryError } from '@/components/ui/query-error.tsx';
import type { ReportSlot } from '@/components/report/report-slot.ts';
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
/** The 'Ho he fet!' section (the cooksnaps feature's, passed in by the app layer). */
export type CooksnapsSlot = (recipe: { id: number; userId: number; count: number }) => ReactNode;

/** The slots the app layer fills: cook mode, and the 'Denunciar' menu (docs/product.md#denuncies). */
type Slots = {
  cookMode?: CookModeSlot | undefined;
  cooksnaps?: CooksnapsSlot | undefined;
  report?: ReportSlot | undefined;
};

/** /info/{recipeId}: the whole recipe, signed in; a visitor gets SignedOutPrompt from the route table. */
export function RecipeDetailPage(slots: Slots) {
  const id = Number(useParams().recipeId);
  if (!Number.isInteger(id) || id <= 0) return <RecipeNotFound />;
  return <RecipeDetailLoader id={id} {...slots} />;
}

function RecipeDetailLoader({ id, ...slots }: Slots & { id: number }) {
  const recipe = useRecipe(id);
  if (recipe.isPending) return <DetailSkeleton />;
  if (recipe.isError) {
    if (recipe.error instanceof ApiError && recipe.error.status === 404) return <RecipeNotFound />;
    return <QueryError message={tr.common.unexpected} onRetry={() => void recipe.refetch()} />;
  }
  return <RecipeDetailView recipe={recipe.data} {...slots} />;
}

/**
 * How wide the picture is drawn: the page's width less its margins on a phone, the header's right
 * column (6/11 of the 1120 px page) on a wide screen; a phone then fetches the 720 px variant, or
 * the 480 px one, rather than the 1200 px one.
 */
const DETAIL_IMAGE_SIZES = '(min-width: 62em) min(55vw, 602px), calc(100vw - 32px)';

/**
 * The page a cook reads from (docs/product.md#recipe-detail): the facts at a glance beside the
 * picture, then the ingredients (at the chosen servings and units) beside the steps.
 */
function RecipeDetailView({ recipe: r, cookMode, cooksnaps, report }: Slots & { recipe: RecipeDetail }) {
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
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Title order={1} fz={{ base: 28, sm: 38 }} lh={1.15}>
                {r.title}
              </Title>
              {report?.({ target: 'recipe', id: r.id, ownerId: r.user_id, what: r.title })}
            </Group>
            <Anchor component={Link} to={`/user/${r.user_id}`} fw={600}>
              {fill(tr.recipeDetail.author, { name: r.creador })}
            </Anchor>
            {r.source && <SourceCredit source={r.source} />}
          </div>
          {r.status === 'pending' && (
            // Only its author and the admins get here: tell them why nobody else sees it yet.
            <Alert color="yellow" title={tr.foodCheck.pendingReview}>
              {tr.foodCheck.pendingExplained}
            </Alert>
          )}
          {r.status === 'hidden' && (
            // Reported by 3 users: only its author and the admins get here until an admin decides.
            <Alert color="red" variant="light" title={trReports.reports.hiddenRecipe}>
              {trReports.reports.hiddenRecipeExplained}
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
          <RecipePicture
            src={r.image}
            sizes={DETAIL_IMAGE_SIZES}
            alt={r.title}
            className={`${classes.picture} ${classes.noPrint}`}
          />
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
      {cooksnaps && (
        <div className={classes.noPrint}>
          {cooksnaps({ id: r.id, userId: r.user_id, count: r.cooksnaps_count })}
        </div>
      )}
      <div className={classes.noPrint}>
        <CommentsSection recipeId={r.id} report={report} />
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
      <Title order={1}>{tr.recipes.notFound}</Title>
      <Text c="dimmed">{tr.recipeDetail.notFoundText}</Text>
      <Button component={Link} to="/">
        {tr.common.backHome}
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
