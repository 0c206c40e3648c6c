import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconChefHat } from '@tabler/icons-react';
import { tr } from '@receptari/shared/i18n/tr/core';

/**
 * The product's mark: a chef's hat and the name. `heading`: the name is the page's h1 (the landing
 * page, whose sections have their own headings below it).
 */
export function Logo({ size = 'md', heading = false }: { size?: 'md' | 'lg'; heading?: boolean }) {
  const large = size === 'lg';
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={large ? 44 : 36} radius="md" aria-hidden>
        <IconChefHat size={large ? 26 : 22} stroke={1.8} />
      </ThemeIcon>
      <Text
        component={heading ? 'h1' : 'span'}
        m={0}
        fw={700}
        fz={large ? 28 : 22}
        ff="heading"
        c="var(--app-color-accent-text)"
        lh={1}
      >
        {tr.app.name}
      </Text>
    </Group>
  );
}
