import type { ComponentType } from 'react';
import { SignedOutPrompt } from '@/features/recipe-detail/components/signed-out-prompt.tsx';
import { SignedOutSearch } from '@/features/search/components/signed-out-search.tsx';
import type { GuardedRoute } from './guard.ts';
import { lazyScreen } from './lazy-screen.tsx';
// The one screen in the main bundle: the landing page is the first paint.
import LandingPage from './routes/landing.tsx';

export interface Screen extends GuardedRoute {
  /** The route name of docs/product.md#web-routes, also the route id. */
  name: string;
  path: string;
  /** 'auth': login and register, without the bottom navigation. */
  layout: 'main' | 'auth';
  /**
   * The screen, as a component rather than an element: the route table draws a new element of it
   * in each language (routes.tsx), so a change of language renders it again in place.
   */
  Screen: ComponentType;
  /**
   * What a visitor (no session) sees instead of `Screen`: a small piece of the main bundle, so a
   * shared link to a signed-in screen draws its prompt without fetching the screen's chunk.
   */
  Visitor?: ComponentType;
}

/** One row of the route table; a screen sits in the main layout unless `more` says otherwise. */
const screen = (
  name: string,
  path: string,
  auth: Screen['auth'],
  Screen: ComponentType,
  more: Partial<Pick<Screen, 'layout' | 'letThrough' | 'Visitor'>> = {},
): Screen => ({ name, path, auth, layout: 'main', Screen, ...more });

// Every other screen in a chunk of its own, fetched on its first visit.
const lazy = {
  login: lazyScreen(() => import('./routes/login.tsx')),
  register: lazyScreen(() => import('./routes/register.tsx')),
  aiChat: lazyScreen(() => import('./routes/ai-chat.tsx')),
  chatRoom: lazyScreen(() => import('./routes/chat-room.tsx')),
  preferences: lazyScreen(() => import('./routes/preferences.tsx')),
  notifications: lazyScreen(() => import('./routes/notifications.tsx')),
  createRecipe: lazyScreen(() => import('./routes/create-recipe.tsx')),
  search: lazyScreen(() => import('./routes/search.tsx')),
  recipeDetail: lazyScreen(() => import('./routes/recipe-detail.tsx')),
  perfil: lazyScreen(() => import('./routes/perfil.tsx')),
  verification: lazyScreen(() => import('./routes/verification.tsx')),
  userProfile: lazyScreen(() => import('./routes/user-profile.tsx')),
  adminRecipes: lazyScreen(() => import('./routes/admin-recipes.tsx')),
  adminUsers: lazyScreen(() => import('./routes/admin-users.tsx')),
  adminCuisines: lazyScreen(() => import('./routes/admin-cuisines.tsx')),
  adminCategories: lazyScreen(() => import('./routes/admin-categories.tsx')),
  adminComments: lazyScreen(() => import('./routes/admin-comments.tsx')),
  reviewQueue: lazyScreen(() => import('./routes/review-queue.tsx')),
  auditLog: lazyScreen(() => import('./routes/audit-log.tsx')),
  adminReports: lazyScreen(() => import('./routes/admin-reports.tsx')),
  liveList: lazyScreen(() => import('./routes/live-list.tsx')),
  mealPlan: lazyScreen(() => import('./routes/meal-plan.tsx')),
  shoppingList: lazyScreen(() => import('./routes/shopping-list.tsx')),
  importRecipes: lazyScreen(() => import('./routes/import-recipes.tsx')),
  withWhatIHave: lazyScreen(() => import('./routes/with-what-i-have.tsx')),
  seguint: lazyScreen(() => import('./routes/seguint.tsx')),
  followLists: lazyScreen(() => import('./routes/follow-lists.tsx')),
};

/**
 * The route table (docs/product.md#web-routes), in its order. Paths match case-insensitively (React Router's
 * default), so /Formulario and /formulario, /Chat and /chat are the same; /chat/{liveId} differs by
 * its parameter.
 */
export const screens: Screen[] = [
  screen('LandingPage', '/', 'none', LandingPage),
  screen('login', '/login', 'none', lazy.login, { layout: 'auth' }),
  screen('register', '/register', 'none', lazy.register, { layout: 'auth' }),
  screen('ChatBot', '/Chat', 'not-required', lazy.aiChat),
  screen('ChatRoom', '/chat/:liveId', 'not-required', lazy.chatRoom),
  screen('Verification', '/verificacion', 'none', lazy.verification),
  screen('Live', '/live', 'not-required', lazy.liveList),
  screen('RecetasList', '/recetas', 'not-required', lazy.adminRecipes),
  screen('UsersList', '/users', 'required', lazy.adminUsers),
  screen('Formulario', '/formulario', 'not-required', lazy.preferences),
  screen('Notifications', '/notifications', 'required', lazy.notifications),
  screen('AgregarReceta', '/agregar', 'not-required', lazy.createRecipe),
  screen('SearchPage', '/search', 'not-required', lazy.search, { Visitor: SignedOutSearch }),
  screen('UserProfile', '/user/:userId', 'none', lazy.userProfile),
  screen('InfoReceta', '/info/:recipeId', 'required', lazy.recipeDetail, {
    letThrough: true,
    Visitor: SignedOutPrompt,
  }),
  screen('Perfil', '/perfil', 'not-required', lazy.perfil),
  screen('CuisinesView', '/cuisines', 'not-required', lazy.adminCuisines),
  screen('CategoriesView', '/categories', 'required', lazy.adminCategories),
  screen('comments', '/comments', 'not-required', lazy.adminComments),
  // Not in the original brief's table (docs/product.md#where-we-differ-from-the-brief): the
  // administration's review queue and audit log (issue 16); signed out, they say so themselves, as
  // the other admin screens do.
  screen('ReviewQueue', '/revisio', 'not-required', lazy.reviewQueue),
  screen('AuditLog', '/registre', 'not-required', lazy.auditLog),
  // Issue 33: what users reported (docs/product.md#denuncies).
  screen('Denuncies', '/denuncies', 'not-required', lazy.adminReports),
  // Issue 30: the week's meals (docs/product.md#meal-plan).
  screen('Planificador', '/planificador', 'required', lazy.mealPlan),
  // Issue 30: the household's shopping list, signed in only; reached from /perfil, not the bottom bar.
  screen('ShoppingList', '/llista', 'required', lazy.shoppingList),
  // Issue 31: recipes from a web page, a photo or another app's export; reached from /agregar and /perfil.
  screen('Importar', '/importar', 'required', lazy.importRecipes),
  // Issue 32: recipes from the ingredients at hand (docs/product.md#cook-with-what-i-have); reached from /search.
  screen('CuinaAmbElQueTens', '/cuina-amb-el-que-tens', 'required', lazy.withWhatIHave),
  // Issue 33: what the cooks one follows published (docs/product.md#feed); reached from the
  // landing page's header and /perfil.
  screen('Seguint', '/seguint', 'required', lazy.seguint),
  // Issue 33: a profile's followers and whom it follows, reached from its counts.
  screen('Seguidors', '/user/:userId/seguidors', 'none', lazy.followLists),
  screen('Seguits', '/user/:userId/seguits', 'none', lazy.followLists),
];
