import { Badge, type BadgeProps } from '@mantine/core';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trReports } from '@receptari/shared/i18n/tr/reports';
import type { RecipeStatus } from '@receptari/shared/recipes/recipes.rules';

/**
 * Why a recipe is out of the lists, for its author and the admins: it waits for review
 * ('Pendent de revisió') or reports hid it ('Amagada per denúncies'); nothing when published.
 */
export function RecipeStatusBadge({ status, ...props }: { status: RecipeStatus } & BadgeProps) {
  if (status === 'published') return null;
  return (
    <Badge color={status === 'hidden' ? 'red' : 'orange'} variant="light" {...props}>
      {status === 'hidden' ? trReports.reports.hiddenRecipe : tr.foodCheck.pendingReview}
    </Badge>
  );
}
