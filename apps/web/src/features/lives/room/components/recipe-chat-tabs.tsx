import { trLives } from '@receptari/shared/i18n/tr/lives';
import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';

/** On a phone, the recipe and the chat share the space under the video as two tabs. */
export function RecipeChatTabs({ recipe, chat }: { recipe: ReactNode; chat: ReactNode }) {
  return (
    <Tabs defaultValue="recipe" keepMounted>
      <Tabs.List grow>
        <Tabs.Tab value="recipe">{trLives.liveRoom.recipeTab}</Tabs.Tab>
        <Tabs.Tab value="chat">{trLives.liveRoom.chatTab}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="recipe" pt="sm">
        {recipe}
      </Tabs.Panel>
      <Tabs.Panel value="chat" pt="sm">
        {chat}
      </Tabs.Panel>
    </Tabs>
  );
}
