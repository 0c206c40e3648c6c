import { Button, Group } from '@mantine/core';
import { caCooking } from '@receptari/shared/i18n/ca-cooking';
import { IconChefHat, IconPrinter } from '@tabler/icons-react';
import classes from './recipe-detail.module.css';

/**
 * 'Mode cuina' (only for a recipe with steps) and 'Imprimir', above the steps. Never under the
 * bottom navigation: they sit in the page's flow.
 */
export function CookingTools({ hasSteps, onCook }: { hasSteps: boolean; onCook: () => void }) {
  return (
    <Group gap="xs" mb="sm" className={classes.noPrint}>
      {hasSteps && (
        <Button
          leftSection={<IconChefHat size={18} aria-hidden />}
          onClick={onCook}
          title={caCooking.cookMode.openHint}
        >
          {caCooking.cookMode.open}
        </Button>
      )}
      <Button
        variant="default"
        leftSection={<IconPrinter size={18} aria-hidden />}
        onClick={() => window.print()}
      >
        {caCooking.print.print}
      </Button>
    </Group>
  );
}
