import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { byShownName, shownCatalogName } from '@receptari/shared/catalog/catalog-name';
import { tr } from '@receptari/shared/i18n/tr/core';
import { DocumentTitle } from '@/components/ui/document-title.tsx';
import { QueryError } from '@/components/ui/query-error.tsx';
import { notify } from '@/lib/notify.ts';
import { usePreferenceOptions } from '@/api/preferences/get-preference-options.ts';
import { usePreferences } from '@/api/preferences/get-preferences.ts';
import { useSavePreferences } from '@/api/preferences/save-preferences.ts';
import { useSelection } from '../hooks/use-selection.ts';
import { useTimedMessage } from '../hooks/use-timed-message.ts';
import { OptionGrid } from './option-grid.tsx';
import { OptionGridSkeleton } from './option-grid-skeleton.tsx';
import classes from './preferences-page.module.css';

/** docs/product.md#interface-timings: the preferences message clears after 5 s. */
const MESSAGE_MS = 5_000;

/** /formulario: the cuisines and categories the recommendations are built from. */
export function PreferencesPage() {
  const navigate = useNavigate();
  const options = usePreferenceOptions();
  const saved = usePreferences();
  const save = useSavePreferences();
  const cuisines = useSelection(saved.data?.cuisine_ids);
  const categories = useSelection(saved.data?.category_ids);
  const [saveError, setSaveError] = useTimedMessage(MESSAGE_MS);

  const loading = options.isPending || saved.isPending;
  const loadFailed = options.isError || saved.isError;

  const onSave = () => {
    setSaveError(null);
    save.mutate(
      { cuisine_ids: cuisines.ids, category_ids: categories.ids },
      {
        onSuccess: () => {
          // Shown before leaving: it belongs to this screen and lasts its 5 s on the landing page too.
          notify.success(() => tr.preferences.saved);
          void navigate('/');
        },
        onError: () => setSaveError(tr.preferences.saveFailed),
      },
    );
  };

  const retry = () => {
    if (options.isError) void options.refetch();
    if (saved.isError) void saved.refetch();
  };

  return (
    <Stack gap="xl">
      <DocumentTitle title={tr.screens.Formulario} />
      <div>
        <Title order={1}>{tr.preferences.title}</Title>
        <Text c="dimmed" mt={6} maw={640}>
          {tr.preferences.subtitle}
        </Text>
      </div>

      {loadFailed ? (
        <QueryError message={tr.preferences.loadFailed} onRetry={retry} />
      ) : loading ? (
        <OptionGridSkeleton />
      ) : (
        <>
          <OptionGrid
            title={tr.preferences.cuisines}
            options={byShownName(options.data.cuisines).map((c) => ({
              id: c.id,
              label: shownCatalogName(c),
            }))}
            isSelected={cuisines.has}
            onToggle={cuisines.toggle}
            selectedCount={cuisines.ids.length}
            disabled={save.isPending}
          />
          <OptionGrid
            title={tr.preferences.categories}
            options={byShownName(options.data.categories).map((c) => ({
              id: c.id,
              label: shownCatalogName(c),
            }))}
            isSelected={categories.has}
            onToggle={categories.toggle}
            selectedCount={categories.ids.length}
            disabled={save.isPending}
          />
        </>
      )}

      <div className={classes.actions}>
        {saveError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" mb="sm">
            {saveError}
          </Alert>
        )}
        <Button size="md" fullWidth onClick={onSave} disabled={loading || loadFailed || save.isPending}>
          {save.isPending ? tr.preferences.saving : tr.preferences.save}
        </Button>
      </div>
    </Stack>
  );
}
