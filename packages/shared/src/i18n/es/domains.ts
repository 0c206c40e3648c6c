import type { Dictionary } from '../dictionary.ts';
import { esAdmin } from './admin.ts';
import { esChat } from './chat.ts';
import { esCookMode } from './cook-mode.ts';
import { esCooking } from './cooking.ts';
import { esCooksnaps } from './cooksnaps.ts';
import { esDiet } from './diet.ts';
import { esFeed } from './feed.ts';
import { esImport } from './import.ts';
import { esLives } from './lives.ts';
import { esPlanning } from './planning.ts';
import { esProfile } from './profile.ts';
import { esRecipeForm } from './recipe-form.ts';
import { esReports } from './reports.ts';
import { esSearch } from './search.ts';

/** Every Spanish dictionary but core's, by domain: fetched together when the first screen past the landing page opens. */
export const esDomains: Record<string, Dictionary> = {
  admin: esAdmin,
  chat: esChat,
  'cook-mode': esCookMode,
  cooking: esCooking,
  cooksnaps: esCooksnaps,
  diet: esDiet,
  feed: esFeed,
  import: esImport,
  lives: esLives,
  planning: esPlanning,
  profile: esProfile,
  'recipe-form': esRecipeForm,
  reports: esReports,
  search: esSearch,
};
