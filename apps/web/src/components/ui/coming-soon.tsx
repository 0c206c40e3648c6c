import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { ca } from '@receptari/shared/i18n/ca';
import { DocumentTitle } from './document-title.tsx';

/** The placeholder of a screen that a later issue builds: its name and one line. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <DocumentTitle title={title} />
      <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
        <IconToolsKitchen2 size={34} stroke={1.5} />
      </ThemeIcon>
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{ca.app.comingSoon}</Text>
    </Stack>
  );
}
