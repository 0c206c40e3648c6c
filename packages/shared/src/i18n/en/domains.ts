import type { Dictionary } from '../dictionary.ts';
import { enAdmin } from './admin.ts';
import { enChat } from './chat.ts';
import { enCookMode } from './cook-mode.ts';
import { enCooking } from './cooking.ts';
import { enCooksnaps } from './cooksnaps.ts';
import { enDiet } from './diet.ts';
import { enFeed } from './feed.ts';
import { enImport } from './import.ts';
import { enLives } from './lives.ts';
import { enPlanning } from './planning.ts';
import { enProfile } from './profile.ts';
import { enRecipeForm } from './recipe-form.ts';
import { enReports } from './reports.ts';
import { enSearch } from './search.ts';

/** Every English dictionary but core's, by domain: fetched together when the first screen past the landing page opens. */
export const enDomains: Record<string, Dictionary> = {
  admin: enAdmin,
  chat: enChat,
  'cook-mode': enCookMode,
  cooking: enCooking,
  cooksnaps: enCooksnaps,
  diet: enDiet,
  feed: enFeed,
  import: enImport,
  lives: enLives,
  planning: enPlanning,
  profile: enProfile,
  'recipe-form': enRecipeForm,
  reports: enReports,
  search: enSearch,
};
