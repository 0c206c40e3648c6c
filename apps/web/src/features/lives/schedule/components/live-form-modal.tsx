import { trLives } from '@receptari/shared/i18n/tr/lives';
import { Alert, Button, Group, Loader, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import { tr } from '@receptari/shared/i18n/tr/core';
import { madridParts } from '@receptari/shared/lives/lives.rules';
import { useCreateLive } from '@/api/lives/create-live.ts';
import { useUpdateLive } from '@/api/lives/update-live.ts';
import { BusyButton } from '@/components/ui/busy.tsx';
import { notify } from '@/lib/notify.ts';
import type { ManagedLive } from '../lib/managed-live.ts';
import { serverLiveErrors } from '../lib/server-live-errors.ts';
import { usePublishableRecipes } from '../hooks/use-publishable-recipes.ts';
import { type LiveFormValues, toLiveBody, validateLiveForm } from '../lib/validate-live-form.ts';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The chef whose recipes the select offers: the signed-in chef, or the live's own chef. */
  chefId: number;
  /** The live to change; none schedules a new one. */
  live?: ManagedLive;
};

/**
 * 'Programar un live' and its edit: one of the chef's published recipes, a day and a time on
 * Madrid's clock. The form lives inside the modal, so each opening starts from the live (or empty);
 * a refusal keeps everything typed and shows the server's reasons under their fields.
 */
export function LiveFormModal({ opened, onClose, chefId, live }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={live ? trLives.liveList.editTitle : trLives.liveList.schedule}
      centered
    >
      <LiveForm chefId={chefId} live={live} onDone={onClose} />
    </Modal>
  );
}

function LiveForm({ chefId, live, onDone }: { chefId: number; live?: ManagedLive; onDone: () => void }) {
  const recipes = usePublishableRecipes(chefId);
  const create = useCreateLive();
  const update = useUpdateLive(live?.id ?? 0);
  const save = live ? update : create;
  const form = useForm<LiveFormValues & { general: string }>({
    initialValues: {
      recipe_id: live?.recipe ? String(live.recipe.id) : '',
      dia: live?.dia ?? '',
      hora: live?.hora ?? '',
      general: '',
    },
    validate: (values) => validateLiveForm(values),
  });

  const options = recipes.recipes.map((r) => ({ value: String(r.id), label: r.title }));
  // A live's recipe stays choosable while the list loads (or when only an admin sees the live).
  if (live?.recipe && !options.some((o) => o.value === String(live.recipe?.id)))
    options.unshift({ value: String(live.recipe.id), label: live.recipe.title });

  const submit = form.onSubmit((values) => {
    form.clearFieldError('general');
    save.mutate(toLiveBody(values), {
      onSuccess: () => {
        notify.success(() => (live ? trLives.liveList.updated : trLives.liveList.created));
        onDone();
      },
      onError: (error) => form.setErrors(serverLiveErrors(error)),
    });
  });

  const today = madridParts(new Date()).dia;
  const noRecipes = !recipes.loading && !recipes.failed && options.length === 0;
  const general = form.errors.general;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {recipes.failed && (
          <Alert color="red" variant="light" role="alert">
            {trLives.liveList.recipesFailed}{' '}
            <Button size="compact-xs" variant="white" color="red" onClick={recipes.retry}>
              {tr.common.retry}
            </Button>
          </Alert>
        )}
        {noRecipes && (
          <Alert color="orange" variant="light">
            {trLives.liveList.noPublishedRecipes}
          </Alert>
        )}
        <Select
          label={trLives.liveList.recipeLabel}
          placeholder={trLives.liveList.recipePlaceholder}
          data={options}
          searchable
          required
          // The dialog starts on its first field, not on 'Tancar', with its list closed: opened on
          // focus, it would cover the rest of the form on a phone. Typing, a click or ↓ opens it.
          data-autofocus
          openOnFocus={false}
          // Enabled while the recipes load, with a spinner: a disabled field could not take the
          // dialog's first focus, which would stay behind the dialog.
          rightSection={recipes.loading && options.length === 0 ? <Loader size="xs" /> : undefined}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('recipe_id')}
          onChange={(value) => form.setFieldValue('recipe_id', value ?? '')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            type="date"
            label={trLives.liveList.dayLabel}
            required
            min={today}
            leftSection={<IconCalendar size={16} aria-hidden />}
            {...form.getInputProps('dia')}
          />
          <TextInput
            type="time"
            label={trLives.liveList.timeLabel}
            description={trLives.liveList.madridClock}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
            leftSection={<IconClock size={16} aria-hidden />}
            {...form.getInputProps('hora')}
          />
        </SimpleGrid>
        {general && (
          <Alert color="red" variant="light" role="alert">
            {general}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {tr.common.cancel}
          </Button>
          <BusyButton type="submit" busy={save.isPending} disabled={noRecipes}>
            {trLives.liveList.save}
          </BusyButton>
        </Group>
      </Stack>
    </form>
  );
}
