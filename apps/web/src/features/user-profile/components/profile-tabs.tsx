import { caLives } from '@receptari/shared/i18n/ca-lives';
import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { isChef } from '@receptari/shared/auth/auth.rules';
import { ca } from '@receptari/shared/i18n/ca';
import { fill } from '@receptari/shared/i18n/fill';
import type { ProfileAnswer } from '@receptari/shared/profiles/profiles.schemas';
import { useUserLives } from '@/api/lives/get-user-lives.ts';
import { ProfileFolders } from './profile-folders.tsx';
import { ProfileLives } from './profile-lives.tsx';
import { ProfileRecipes } from './profile-recipes.tsx';

const TABS = ['receptes', 'carpetes', 'lives'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** The Lives section: a chef's lives, fetched when the section opens (anyone else has none). */
function ChefLives({ userId, chef }: { userId: number; chef: boolean }) {
  const lives = useUserLives(userId, chef);
  return (
    <ProfileLives
      chef={chef}
      lives={lives.data ?? []}
      loading={lives.isPending && chef}
      failed={
        lives.isError
          ? { message: caLives.liveList.loadFailed, onRetry: () => void lives.refetch() }
          : undefined
      }
    />
  );
}

/**
 * The three sections: Receptes, Carpetes, Lives. The open one is in the address (`?seccio=`), so
 * coming back from a recipe opens the same section.
 */
export function ProfileTabs({ profile }: { profile: ProfileAnswer }) {
  const [params, setParams] = useSearchParams();
  const current = params.get('seccio');
  const tab: Tab = isTab(current) ? current : 'receptes';
  const open = (value: string | null) => {
    if (!isTab(value)) return;
    const next = new URLSearchParams(params);
    if (value === 'receptes') next.delete('seccio');
    else next.set('seccio', value);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const count = (label: string, n: number) => fill(ca.userProfile.tabCount, { label, n });

  return (
    <Tabs value={tab} onChange={open} keepMounted={false}>
      <Tabs.List aria-label={ca.userProfile.sections} grow>
        <Tabs.Tab value="receptes">{count(ca.userProfile.recipesTab, profile.recipes.length)}</Tabs.Tab>
        <Tabs.Tab value="carpetes">{count(ca.userProfile.foldersTab, profile.folders.length)}</Tabs.Tab>
        <Tabs.Tab value="lives">{ca.userProfile.livesTab}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="receptes" pt="md">
        <ProfileRecipes recipes={profile.recipes} />
      </Tabs.Panel>
      <Tabs.Panel value="carpetes" pt="md">
        <ProfileFolders folders={profile.folders} cards={profile.recipes_in_folders} />
      </Tabs.Panel>
      <Tabs.Panel value="lives" pt="md">
        <ChefLives userId={profile.user.id} chef={isChef(profile.user.role)} />
      </Tabs.Panel>
    </Tabs>
  );
}
