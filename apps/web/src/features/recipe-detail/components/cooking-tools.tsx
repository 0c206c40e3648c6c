import { Button, Group } from '@mantine/core';
import { trCooking } from '@receptari/shared/i18n/tr/cooking';
import { IconChefHat, IconMessageChatbot, IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router';
import { tr } from '@receptari/shared/i18n/tr/core';
import classes from './recipe-detail.module.css';

/**
 * 'Mode cuina' (only for a recipe with steps), 'Imprimir' and the way to the cooking assistant
 * (/Chat: a doubt comes up while reading the steps; the spec's five navigation links leave it out,
 * docs/product.md#recipe-detail), above the steps. Never under the bottom navigation: they sit in
 * the page's flow.
 */
export function CookingTools({ hasSteps, onCook }: { hasSteps: boolean; onCook: () => void }) {
  return (
    <Group gap="xs" mb="sm" className={classes.noPrint}>
      {hasSteps && (
        <Button
          leftSection={<IconChefHat size={18} aria-hidden />}
          onClick={onCook}
          title={trCooking.cookMode.openHint}
        >
          {trCooking.cookMode.open}
        </Button>
      )}
      <Button
        variant="default"
        leftSection={<IconPrinter size={18} aria-hidden />}
        onClick={() => window.print()}
      >
        {trCooking.print.print}
      </Button>
      <Button
        component={Link}
        to="/Chat"
        variant="subtle"
        leftSection={<IconMessageChatbot size={18} aria-hidden />}
        classNames={{ root: classes.wrappingButton, label: classes.wrappingLabel }}
      >
        {tr.landing.assistantLabel}
      </Button>
    </Group>
  );
}
