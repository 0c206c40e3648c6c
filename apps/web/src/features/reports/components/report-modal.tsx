import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trReports } from '@receptari/shared/i18n/tr/reports';
import { fill } from '@receptari/shared/i18n/fill';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
} from '@receptari/shared/reports/reports.rules';
import { reportBodySchema } from '@receptari/shared/reports/reports.schemas';
import { useCreateReport } from '@/api/reports/create-report.ts';
import { BusyButton } from '@/components/ui/busy.tsx';
import { messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';

const t = trReports.reports;

type Props = { target: ReportTargetType; id: number; onClose: () => void };

/**
 * 'Denunciar': a reason (a radio group: arrow keys move, as any radio group) and optional details,
 * checked by the API's own schema before sending; the answer or the refusal shows as a message.
 */
export function ReportModal({ target, id, onClose }: Props) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<{ reason?: string; details?: string }>({});
  const create = useCreateReport();

  const submit = () => {
    const parsed = reportBodySchema.safeParse({ target, id, reason, details: details.trim() || undefined });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      const of = (field: string) => issues.find((issue) => issue.path[0] === field)?.message;
      setError({ ...(of('reason') && { reason: t.reasonRequired }), details: of('details') });
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        notify.success(message);
        onClose();
      },
      // The modal stays open: what was chosen and written is kept for another try.
      onError: (failure) => notify.error(() => messageOf(failure, t.failed)),
    });
  };

  return (
    <Modal opened onClose={onClose} title={t.modalTitle} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {t.intro}
          </Text>
          <Radio.Group
            label={t.reasonLabel}
            value={reason}
            onChange={(value) => {
              setReason(value as ReportReason);
              setError((e) => ({ ...e, reason: undefined }));
            }}
            error={error.reason}
            withAsterisk
          >
            <Stack gap="xs" mt="xs">
              {REPORT_REASONS.map((r) => (
                <Radio
                  key={r}
                  value={r}
                  label={t.reasons[r]}
                  data-autofocus={r === REPORT_REASONS[0] || undefined}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={t.detailsLabel}
            placeholder={t.detailsPlaceholder}
            value={details}
            onChange={(event) => setDetails(event.currentTarget.value)}
            maxLength={REPORT_DETAILS_MAX}
            error={error.details}
            description={fill(t.detailsCount, { n: details.length, max: REPORT_DETAILS_MAX })}
            autosize
            minRows={2}
            maxRows={6}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {tr.common.cancel}
            </Button>
            <BusyButton type="submit" color="red" busy={create.isPending}>
              {t.submit}
            </BusyButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
