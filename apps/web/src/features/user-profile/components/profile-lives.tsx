import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconClock, IconVideo } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ca } from '@receptari/shared/i18n/ca';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { formatLiveDay, formatLiveTime, type ProfileLive } from '../lib/live.ts';

type Props = {
  chef: boolean;
  /** The chef's scheduled lives; the Live issue fills them (until then, none). */
  lives: ProfileLive[];
  loading?: boolean;
};

/** 'Lives': a chef's scheduled lives as cards; a non-chef has none, and the spec says why. */
export function ProfileLives({ chef, lives, loading = false }: Props) {
  if (!chef) return <Text c="dimmed">{ca.userProfile.notChef}</Text>;
  if (loading) return <PageLoader />;
  if (lives.length === 0) return <Text c="dimmed">{ca.userProfile.noLives}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {lives.map((live) => (
        <LiveCard key={live.id} live={live} />
      ))}
    </SimpleGrid>
  );
}

/** One scheduled live: the recipe, its day (Spanish long format) and time, and 'Veure Live'. */
export function LiveCard({ live }: { live: ProfileLive }) {
  return (
    <Paper component="article" withBorder radius="lg" p="md">
      <Stack gap={6} h="100%">
        <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          {live.recipe.title}
        </Title>
        <Text fz="sm" c="dimmed">
          <IconCalendar size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 6 }} />
          {formatLiveDay(live.dia)}
        </Text>
        <Text fz="sm" c="dimmed">
          <IconClock size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 6 }} />
          {formatLiveTime(live.hora)}
        </Text>
        {live.recipe.description && (
          <Text fz="sm" lineClamp={3}>
            {live.recipe.description}
          </Text>
        )}
        <Button
          component={Link}
          to={`/chat/${live.id}`}
          mt="auto"
          leftSection={<IconVideo size={16} aria-hidden />}
        >
          {ca.userProfile.watchLive}
        </Button>
      </Stack>
    </Paper>
  );
}
