import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconChefHat } from '@tabler/icons-react';
import { ca } from '@receptari/shared/i18n/ca';

/** The product's mark: a chef's hat and the name. */
export function Logo({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const large = size === 'lg';
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={large ? 44 : 36} radius="md" aria-hidden>
        <IconChefHat size={large ? 26 : 22} stroke={1.8} />
      </ThemeIcon>
      <Text
        component="span"
        fw={700}
        fz={large ? 28 : 22}
        ff="heading"
        c="var(--app-color-accent-text)"
        lh={1}
      >
        {ca.app.name}
      </Text>
    </Group>
  );
}
