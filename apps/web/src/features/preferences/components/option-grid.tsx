import { fill } from '@receptari/shared/i18n/fill';
import { Badge, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { ToggleCard } from '@/components/ui/toggle-card.tsx';
import { tr } from '@receptari/shared/i18n/tr/core';

export interface Option {
  id: number;
  label: string;
}

interface OptionGridProps {
  title: string;
  options: Option[];
  isSelected: (id: number) => boolean;
  onToggle: (id: number) => void;
  selectedCount: number;
  disabled?: boolean;
}

/** A titled multi-select grid of toggle cards; the group is named by its heading. */
export function OptionGrid({
  title,
  options,
  isSelected,
  onToggle,
  selectedCount,
  disabled,
}: OptionGridProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={2} id={headingId} fz={{ base: 20, sm: 22 }}>
          {title}
        </Title>
        <Badge variant="light" size="lg" radius="xl" tt="none" aria-live="polite">
          {fill(tr.preferences.selectedMany, { n: selectedCount })}
        </Badge>
      </Group>
      {options.length === 0 ? (
        <Text c="dimmed">{tr.preferences.empty}</Text>
      ) : (
        <SimpleGrid role="group" aria-labelledby={headingId} cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
          {options.map((option) => (
            <ToggleCard
              key={option.id}
              label={option.label}
              pressed={isSelected(option.id)}
              onToggle={() => onToggle(option.id)}
              disabled={disabled}
            />
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
