import { SimpleGrid, Text } from '@mantine/core';
import { tr } from '@receptari/shared/i18n/tr/core';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { QueryError } from '@/components/ui/query-error.tsx';
import type { ProfileLive } from '../lib/profile-live.ts';
import { ProfileLiveCard } from './profile-live-card.tsx';

type Props = {
  chef: boolean;
  /** The chef's lives that are not over (GET /users/{id}/lives). */
  lives: ProfileLive[];
  loading?: boolean;
  /** Set when the lives failed to load: the reason and a way to try again. */
  failed?: { message: string; onRetry: () => void };
};

/**
 * 'Lives': a chef's scheduled lives as cards; a non-chef has none, and the product's line says why
 * (docs/product.md#public-profile).
 */
export function ProfileLives({ chef, lives, loading = false, failed }: Props) {
  if (!chef) return <Text c="dimmed">{tr.userProfile.notChef}</Text>;
  if (loading) return <PageLoader />;
  if (failed) return <QueryError message={failed.message} onRetry={failed.onRetry} />;
  if (lives.length === 0) return <Text c="dimmed">{tr.userProfile.noLives}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {lives.map((live) => (
        <ProfileLiveCard key={live.id} live={live} />
      ))}
    </SimpleGrid>
  );
}
