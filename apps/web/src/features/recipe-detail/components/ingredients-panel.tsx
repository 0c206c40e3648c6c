import { Group, List, Stack, Text, Title, Tooltip } from '@mantine/core';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trCooking } from '@receptari/shared/i18n/tr/cooking';
import { fill } from '@receptari/shared/i18n/fill';
import type { AdaptedIngredient } from '@receptari/shared/quantities/adapt-recipe';
import { unitLabel } from '@receptari/shared/quantities/unit-label';
import type { UnitSystem } from '@receptari/shared/quantities/unit-systems';
import type { ReactNode } from 'react';
import { warmAdapting } from '../hooks/use-adapted-recipe.ts';
import { ServingsStepper } from './servings-stepper.tsx';
import { UnitsSwitch } from './units-switch.tsx';
import classes from './recipe-detail.module.css';

const t = trCooking.servings;

interface IngredientsPanelProps {
  ingredients: readonly AdaptedIngredient[];
  servings: number;
  originalServings: number;
  onServings: (servings: number) => void;
  units: UnitSystem;
  onUnits: (units: UnitSystem) => void;
  /** Under the stepper: what to do with these ingredients ('Afegir a la llista'). */
  action?: ReactNode;
}

/** 'name - quantity unit', as docs/product.md#recipe-detail writes an ingredient (the unit in the reader's language). */
const lineOf = (item: AdaptedIngredient) =>
  item.quantity || item.unit
    ? ` - ${[item.quantity, unitLabel(item.unit, item.quantity)].filter(Boolean).join(' ')}`
    : '';

/** The ingredients at the chosen servings and units, with the stepper, the units switch and `action`. */
export function IngredientsPanel(props: IngredientsPanelProps) {
  const { ingredients, servings, originalServings } = props;
  const rescaled = servings !== originalServings;
  return (
    <section className={classes.ingredients} aria-labelledby="ingredients-title">
      <Title order={2} fz="xl" mb="xs" id="ingredients-title">
        {tr.recipes.ingredients}
      </Title>
      <Stack
        gap="xs"
        mb="sm"
        className={classes.noPrint}
        onPointerEnter={warmAdapting}
        onTouchStart={warmAdapting}
        onFocusCapture={warmAdapting}
      >
        <ServingsStepper value={servings} onChange={props.onServings} />
        <UnitsSwitch value={props.units} onChange={props.onUnits} />
        {props.action}
      </Stack>
      {rescaled && (
        <Text fz="sm" c="dimmed" mb="xs" aria-live="polite">
          {fill(t.scaledFrom, { n: servings, original: originalServings })}
        </Text>
      )}
      <List spacing={4} data-testid="ingredient-list">
        {ingredients.map((item, i) => (
          <List.Item key={i}>
            <Group gap={6} wrap="wrap" component="span">
              <span>
                {item.name}
                {lineOf(item)}
              </span>
              {rescaled && item.unscaled && (
                <Tooltip label={t.notScaledHint}>
                  <span className={classes.notScaled} title={t.notScaledHint}>
                    {t.notScaled}
                  </span>
                </Tooltip>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
    </section>
  );
}
