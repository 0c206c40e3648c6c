import { Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarPlus, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import { useCreateCalendarToken } from '@/api/meal-plan/create-calendar-token.ts';
import { useCalendarToken } from '@/api/meal-plan/get-calendar-token.ts';
import { BusyButton } from '@/components/ui/busy.tsx';
import { ConfirmModal } from '@/components/ui/confirm-modal.tsx';
import { QueryError } from '@/components/ui/query-error.tsx';
import { messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';

const t = trPlanning.plan;

/** The address a calendar app subscribes to: absolute, whatever the server answered. */
const absolute = (url: string) => new URL(url, window.location.origin).href;

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(() => t.linkCopied);
  } catch {
    notify.error(() => t.copyFailed);
  }
}

/**
 * 'Subscripció al calendari': a secret address of the plan for Google, Apple or Outlook calendars;
 * created on demand, copied, or changed (the old one stops working, so it asks first).
 */
export function CalendarSubscription() {
  const state = useCalendarToken();
  const create = useCreateCalendarToken();
  const [confirming, setConfirming] = useState(false);
  const run = (rotating: boolean) =>
    create.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        if (rotating) notify.success(() => t.calendarRotated);
      },
      onError: (error) => notify.error(() => messageOf(error, tr.common.unexpected)),
    });

  const url = state.data?.url ? absolute(state.data.url) : null;
  return (
    <Paper component="section" withBorder radius="lg" p="md" aria-labelledby="plan-calendar-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="plan-calendar-title">
          {t.calendar}
        </Title>
        <Text fz="sm" c="dimmed">
          {t.calendarHint}
        </Text>
        {state.isPending ? (
          <Skeleton height={36} />
        ) : state.isError ? (
          <QueryError message={tr.common.unexpected} onRetry={() => void state.refetch()} />
        ) : url === null ? (
          <BusyButton
            w="fit-content"
            leftSection={<IconCalendarPlus size={18} aria-hidden />}
            onClick={() => run(false)}
            busy={create.isPending}
          >
            {t.calendarCreate}
          </BusyButton>
        ) : (
          <>
            <TextInput
              label={t.calendarUrl}
              value={url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <Group gap="xs">
              <Button leftSection={<IconCopy size={18} aria-hidden />} onClick={() => void copy(url)}>
                {t.copyLink}
              </Button>
              <Button
                variant="default"
                leftSection={<IconRefresh size={18} aria-hidden />}
                onClick={() => setConfirming(true)}
              >
                {t.calendarRotate}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t.calendarRotate}
        text={t.calendarRotateConfirm}
        confirm={t.calendarRotate}
        busy={create.isPending}
        onConfirm={() => run(true)}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
