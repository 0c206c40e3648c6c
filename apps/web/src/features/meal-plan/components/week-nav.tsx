import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import { fill } from '@receptari/shared/i18n/fill';
import { formatShortDay } from '@/lib/plan-dates.ts';

const t = trPlanning.plan;

type Props = {
  dates: readonly string[];
  isThisWeek: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onThisWeek: () => void;
};

/** 'Setmana del 30 de nov. al 6 de des.', the week before and after, and back to this week. */
export function WeekNav({ dates, isThisWeek, onPrevious, onNext, onThisWeek }: Props) {
  const range = fill(t.week, { from: formatShortDay(dates[0] ?? ''), to: formatShortDay(dates[6] ?? '') });
  return (
    <Group component="nav" aria-label={t.weekNavigation} gap="xs" justify="space-between">
      <Group gap={4} wrap="nowrap">
        <ActionIcon variant="light" radius="xl" size={36} aria-label={t.previousWeek} onClick={onPrevious}>
          <IconChevronLeft size={20} aria-hidden />
        </ActionIcon>
        <Text fw={700} aria-live="polite" data-testid="plan-week">
          {range}
        </Text>
        <ActionIcon variant="light" radius="xl" size={36} aria-label={t.nextWeek} onClick={onNext}>
          <IconChevronRight size={20} aria-hidden />
        </ActionIcon>
      </Group>
      <Button variant="default" size="xs" onClick={onThisWeek} disabled={isThisWeek}>
        {t.thisWeek}
      </Button>
    </Group>
  );
}
