import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One of /perfil's settings (notifications, theme): a titled section with a line saying what it
 * does; the title names the section and the intro's id (`${id}-intro`) can describe its controls.
 */
export function SettingsSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={`${id}-title`}
    >
      <Stack gap="sm">
        <Title order={2} fz="h3" id={`${id}-title`}>
          {title}
        </Title>
        <Text fz="sm" c="dimmed" id={`${id}-intro`}>
          {intro}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
