import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { isChef } from '@receptari/shared/auth/auth.rules';
import { tr } from '@receptari/shared/i18n/tr/core';
import { fill } from '@receptari/shared/i18n/fill';
import type { ProfileAnswer } from '@receptari/shared/profiles/profiles.schemas';
import { ProfileFolders } from './profile-folders.tsx';
import { ProfileRecipes } from './profile-recipes.tsx';
import classes from './profile-tabs.module.css';

const TABS = ['receptes', 'carpetes', 'lives', 'ho-he-fet'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/**
 * What the Lives section shows for this user: the lives feature draws it (app/routes/user-profile.tsx
 * passes it in), as one feature never imports another.
 */
export type LivesSection = (user: { id: number; chef: boolean }) => ReactNode;
/** The 'Ho he fet' section: the cooksnaps feature draws it, passed in the same way. */
export type CooksnapsSection = (user: { id: number }) => ReactNode;
export type ProfileSections = { lives: LivesSection; cooksnaps: CooksnapsSection };

/**
 * The sections: Receptes, Carpetes, Lives (the spec's three), and 'Ho he fet' (docs/product.md#cooksnaps).
 * The open one is in the address (`?seccio=`), so coming back from a recipe opens the same section.
 */
export function ProfileTabs({ profile, lives, cooksnaps }: ProfileSections & { profile: ProfileAnswer }) {
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
  const count = (label: string, n: number) => fill(tr.userProfile.tabCount, { label, n });

  return (
    <Tabs
      value={tab}
      onChange={open}
      keepMounted={false}
      classNames={{ list: classes.list, tab: classes.tab }}
    >
      <Tabs.List aria-label={tr.userProfile.sections} grow>
        <Tabs.Tab value="receptes">{count(tr.userProfile.recipesTab, profile.recipes.length)}</Tabs.Tab>
        <Tabs.Tab value="carpetes">{count(tr.userProfile.foldersTab, profile.folders.length)}</Tabs.Tab>
        <Tabs.Tab value="lives">{tr.userProfile.livesTab}</Tabs.Tab>
        <Tabs.Tab value="ho-he-fet">{tr.userProfile.cooksnapsTab}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="receptes" pt="md">
        <ProfileRecipes recipes={profile.recipes} />
      </Tabs.Panel>
      <Tabs.Panel value="carpetes" pt="md">
        <ProfileFolders folders={profile.folders} cards={profile.recipes_in_folders} />
      </Tabs.Panel>
      <Tabs.Panel value="lives" pt="md">
        {lives({ id: profile.user.id, chef: isChef(profile.user.role) })}
      </Tabs.Panel>
      <Tabs.Panel value="ho-he-fet" pt="md">
        {cooksnaps({ id: profile.user.id })}
      </Tabs.Panel>
    </Tabs>
  );
}
