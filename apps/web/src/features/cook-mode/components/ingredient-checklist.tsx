import { trCookMode } from '@receptari/shared/i18n/tr/cook-mode';
import { fill } from '@receptari/shared/i18n/fill';
import { Button, Checkbox, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { type CookIngredient, ingredientLine } from '../lib/ingredient-line.ts';
import classes from './cook-mode.module.css';

const t = trCookMode.cookMode;

/**
 * Every ingredient with a checkbox, ticked off as the cook gets it ready. A column of its own on
 * wide screens; on a phone, folded under the step until asked for.
 */
export function IngredientChecklist({
  ingredients,
  checked,
  onToggle,
}: {
  ingredients: readonly CookIngredient[];
  checked: ReadonlySet<number>;
  onToggle: (index: number) => void;
}) {
  const wide = useMediaQuery('(min-width: 62em)');
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const listId = useId();
  const done = ingredients.filter((_, i) => checked.has(i)).length;
  return (
    <section className={classes.checklist} aria-labelledby={headingId}>
      <div className={classes.checklistHead}>
        <h3 id={headingId} className={classes.checklistTitle}>
          {t.checklist}
        </h3>
        <Text c="dimmed">{fill(t.checklistCount, { done, total: ingredients.length })}</Text>
        {!wide && (
          <Button
            variant="subtle"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((o) => !o)}
            rightSection={
              <IconChevronDown
                size={18}
                aria-hidden
                style={{ transform: open ? 'rotate(180deg)' : undefined }}
              />
            }
          >
            {open ? t.hideChecklist : t.showChecklist}
          </Button>
        )}
      </div>
      {(wide || open) && (
        <ul id={listId}>
          {ingredients.map((ingredient, i) => (
            <li key={i}>
              <Checkbox
                size="md"
                checked={checked.has(i)}
                onChange={() => onToggle(i)}
                label={ingredientLine(ingredient)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
