import { Alert, Badge, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileImport } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { trImport } from '@receptari/shared/i18n/tr/import';
import { fill } from '@receptari/shared/i18n/fill';
import type { ImportPreview } from '@receptari/shared/import/import.schemas';
import { useFocusOnMount } from '../hooks/use-focus-on-mount.ts';
import classes from './import.module.css';
import { BusyButton } from '@/components/ui/busy.tsx';

const t = trImport.screen;

type Props = {
  preview: ImportPreview;
  /** The ids chosen at first; every recipe when not given. */
  initialChosen?: readonly string[];
  busy: boolean;
  /** Under the selection: the commit's progress, or why it stopped and what it did. */
  status: ReactNode;
  onCommit: (ids: string[]) => void;
  onAnother: () => void;
};

type Recipe = ImportPreview['recipes'][number];

/**
 * The recipes a file holds (those not yet created), every one chosen at first: the cook leaves out
 * the ones they do not want, reads what each could not bring, and imports the rest.
 */
export function ImportPreviewList({ preview, initialChosen, busy, status, onCommit, onAnother }: Props) {
  const { recipes } = preview;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(initialChosen ?? recipes.map((r) => r.id)),
  );
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const toggle = (id: string, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const n = chosen.size;

  return (
    <Stack gap="md">
      <Title order={2} fz="h3" ref={heading} tabIndex={-1} className={classes.heading}>
        {t.previewTitle}
      </Title>
      {recipes.length === 0 ? (
        <Alert color="yellow" variant="light" role="alert">
          {t.previewEmpty}
        </Alert>
      ) : (
        <>
          <Text fz="sm">{fill(t.previewFound, { n: recipes.length })}</Text>
          <Paper withBorder radius="md" p="sm" className={classes.actions}>
            <Group justify="space-between" gap="sm">
              <Group gap="xs">
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => setChosen(new Set(recipes.map((r) => r.id)))}
                  disabled={busy}
                >
                  {t.selectAll}
                </Button>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => setChosen(new Set())}
                  disabled={busy}
                >
                  {t.selectNone}
                </Button>
                <Text fz="sm" c="dimmed" aria-live="polite" data-testid="import-selection">
                  {fill(t.selection, { n, total: recipes.length })}
                </Text>
              </Group>
              <BusyButton
                leftSection={<IconFileImport size={18} aria-hidden />}
                disabled={n === 0}
                busy={busy}
                onClick={() => onCommit(recipes.filter((r) => chosen.has(r.id)).map((r) => r.id))}
              >
                {fill(t.importSelected, { n })}
              </BusyButton>
            </Group>
          </Paper>
          {status}
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {recipes.map((recipe) => (
              <PreviewRow
                key={recipe.id}
                recipe={recipe}
                checked={chosen.has(recipe.id)}
                disabled={busy}
                onChange={(on) => toggle(recipe.id, on)}
              />
            ))}
          </Stack>
        </>
      )}
      <Group>
        <Button variant="default" onClick={onAnother} disabled={busy}>
          {t.chooseAnother}
        </Button>
      </Group>
    </Stack>
  );
}

type RowProps = { recipe: Recipe; checked: boolean; disabled: boolean; onChange: (on: boolean) => void };

/** One recipe of the file: its box named by its title, its warnings under it. */
function PreviewRow({ recipe, checked, disabled, onChange }: RowProps) {
  const { warnings } = recipe;
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="import-preview-row">
      <Checkbox
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
        label={
          <Group gap="xs" component="span">
            <Text component="span" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {recipe.title}
            </Text>
            {warnings.length > 0 && (
              <Badge
                component="span"
                color="yellow"
                variant="light"
                size="sm"
                leftSection={<IconAlertTriangle size={12} aria-hidden />}
              >
                {fill(t.warningsCount, { n: warnings.length })}
              </Badge>
            )}
          </Group>
        }
        // One line each, read with the box (aria-describedby); a list is not allowed in its <p>.
        description={
          warnings.length > 0 && <span style={{ whiteSpace: 'pre-line' }}>{warnings.join('\n')}</span>
        }
      />
    </Paper>
  );
}
