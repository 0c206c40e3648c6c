import { Badge, type BadgeProps } from '@mantine/core';
import { ca } from '@receptari/shared/i18n/ca';
import { caReports } from '@receptari/shared/i18n/ca-reports';
import type { RecipeStatus } from '@receptari/shared/recipes/recipes.rules';

/**
 * Why a recipe is out of the lists, for its author and the admins: it waits for review
 * ('Pendent de revisió') or reports hid it ('Amagada per denúncies'); nothing when published.
 */
export function RecipeStatusBadge({ status, ...props }: { status: RecipeStatus } & BadgeProps) {
  if (status === 'published') return null;
  return (
    <Badge color={status === 'hidden' ? 'red' : 'orange'} variant="light" {...props}>
      {status === 'hidden' ? caReports.reports.hiddenRecipe : ca.foodCheck.pendingReview}
    </Badge>
  );
}
