import { trLives } from '@receptari/shared/i18n/tr/lives';
import { Tabs } from '@mantine/core';
import { IconBookmark, IconChefHat, IconFolder, IconHeart, IconVideo } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { trProfile } from '@receptari/shared/i18n/tr/profile';
import { useScrollHint } from '@/lib/use-scroll-hint.ts';
import { FoldersTab } from './folders-tab.tsx';
import { MyRecipes } from './my-recipes.tsx';
import classes from './library-tabs.module.css';
import { LikedRecipes, SavedRecipes } from './saved-liked.tsx';

const TABS = ['recipes', 'saved', 'liked', 'folders', 'lives'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

/**
 * The personal library, one tab per list, and a chef's own lives (`lives`, drawn by the lives
 * feature; none for anyone else); the tab is in the address (?tab=), so back and reload keep it.
 */
export function LibraryTabs({ userId, lives }: { userId: number; lives?: ReactNode }) {
  const chef = lives !== undefined;
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) && (requested !== 'lives' || chef) ? requested : 'recipes';
  const choose = (value: string | null) => {
    if (isTab(value)) setParams(value === 'recipes' ? {} : { tab: value }, { replace: true });
  };
  const list = useRef<HTMLDivElement>(null);
  useScrollHint(list);
  // A tab opened from the address (?tab=folders) may sit past a phone's edge: bring it into sight.
  useEffect(() => {
    list.current
      ?.querySelector('[aria-selected="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab]);
  return (
    <Tabs
      value={tab}
      onChange={choose}
      keepMounted={false}
      variant="pills"
      radius="xl"
      classNames={{ list: classes.list, tab: classes.tab }}
    >
      <div className={classes.row}>
        <Tabs.List ref={list} aria-label={trProfile.perfil.library}>
          <Tabs.Tab value="recipes" leftSection={<IconChefHat size={16} aria-hidden />}>
            {trProfile.perfil.myRecipes}
          </Tabs.Tab>
          <Tabs.Tab value="saved" leftSection={<IconBookmark size={16} aria-hidden />}>
            {trProfile.perfil.saved}
          </Tabs.Tab>
          <Tabs.Tab value="liked" leftSection={<IconHeart size={16} aria-hidden />}>
            {trProfile.perfil.liked}
          </Tabs.Tab>
          <Tabs.Tab value="folders" leftSection={<IconFolder size={16} aria-hidden />}>
            {trProfile.perfil.folders}
          </Tabs.Tab>
          {chef && (
            <Tabs.Tab value="lives" leftSection={<IconVideo size={16} aria-hidden />}>
              {trLives.liveList.myLives}
            </Tabs.Tab>
          )}
        </Tabs.List>
      </div>
      <Tabs.Panel value="recipes">
        <MyRecipes userId={userId} />
      </Tabs.Panel>
      <Tabs.Panel value="saved">
        <SavedRecipes />
      </Tabs.Panel>
      <Tabs.Panel value="liked">
        <LikedRecipes />
      </Tabs.Panel>
      <Tabs.Panel value="folders">
        <FoldersTab />
      </Tabs.Panel>
      {chef && <Tabs.Panel value="lives">{lives}</Tabs.Panel>}
    </Tabs>
  );
}
