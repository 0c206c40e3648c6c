import { trLives } from '@receptari/shared/i18n/tr/lives';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { fill } from '@receptari/shared/i18n/fill';

const t = trLives.liveRoom;

/** The viewer's waiting screen (docs/product.md#live-room): how many wait, and whose live it is. */
export function WaitingScreen({
  chefName,
  count,
  chefPresent,
}: {
  chefName: string;
  count: number;
  chefPresent: boolean;
}) {
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="sm" align="center" ta="center">
        <Title order={2} size="h3">
          {t.waitingTitle}
        </Title>
        <Text>{fill(t.waitingWith, { chef: chefName })}</Text>
        <Group gap={6} data-testid="waiting-count">
          <IconUsers size={18} aria-hidden />
          <Text fw={600}>{fill(t.waitingCount, { n: count })}</Text>
        </Group>
        {!chefPresent && (
          <Text size="sm" c="dimmed">
            {t.chefAbsent}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
