import type { ReactNode } from 'react';
import { ComingSoon } from '@/components/ui/coming-soon.tsx';
import { ca } from '@receptari/shared/i18n/ca';
import type { GuardedRoute } from './guard.ts';
import { lazyScreen } from './lazy-screen.tsx';
// The one screen in the main bundle: the landing page is the first paint.
import LandingPage from './routes/landing.tsx';

export interface Screen extends GuardedRoute {
  /** The spec's route name, also the route id. */
  name: string;
  path: string;
  /** 'auth': login and register, without the bottom navigation. */
  layout: 'main' | 'auth';
  element: ReactNode;
}

/** A placeholder of a screen a later issue builds: one small shared component, in the main bundle. */
const soon = (name: keyof typeof ca.screens) => <ComingSoon title={ca.screens[name]} />;

/**
 * The spec's route table (section 2), in its order. Paths match case-insensitively (React Router's
 * default), so /Formulario and /formulario, /Chat and /chat are the same; /chat/{liveId} differs by
 * its parameter.
 */
export const screens: Screen[] = [
  { name: 'LandingPage', path: '/', auth: 'none', layout: 'main', element: <LandingPage /> },
  {
    name: 'login',
    path: '/login',
    auth: 'none',
    layout: 'auth',
    element: lazyScreen(() => import('./routes/login.tsx')),
  },
  {
    name: 'register',
    path: '/register',
    auth: 'none',
    layout: 'auth',
    element: lazyScreen(() => import('./routes/register.tsx')),
  },
  {
    name: 'ChatBot',
    path: '/Chat',
    auth: 'not-required',
    layout: 'main',
    element: lazyScreen(() => import('./routes/ai-chat.tsx')),
  },
  {
    name: 'ChatRoom',
    path: '/chat/:liveId',
    auth: 'not-required',
    layout: 'main',
    element: soon('ChatRoom'),
  },
  {
    name: 'Verification',
    path: '/verificacion',
    auth: 'none',
    layout: 'main',
    element: soon('Verification'),
  },
  { name: 'Live', path: '/live', auth: 'not-required', layout: 'main', element: soon('Live') },
  {
    name: 'RecetasList',
    path: '/recetas',
    auth: 'not-required',
    layout: 'main',
    element: soon('RecetasList'),
  },
  { name: 'UsersList', path: '/users', auth: 'required', layout: 'main', element: soon('UsersList') },
  {
    name: 'Formulario',
    path: '/formulario',
    auth: 'not-required',
    layout: 'main',
    element: lazyScreen(() => import('./routes/preferences.tsx')),
  },
  {
    name: 'Notifications',
    path: '/notifications',
    auth: 'required',
    layout: 'main',
    element: lazyScreen(() => import('./routes/notifications.tsx')),
  },
  {
    name: 'AgregarReceta',
    path: '/agregar',
    auth: 'not-required',
    layout: 'main',
    element: lazyScreen(() => import('./routes/create-recipe.tsx')),
  },
  {
    name: 'SearchPage',
    path: '/search',
    auth: 'not-required',
    layout: 'main',
    element: lazyScreen(() => import('./routes/search.tsx')),
  },
  { name: 'UserProfile', path: '/user/:userId', auth: 'none', layout: 'main', element: soon('UserProfile') },
  {
    name: 'InfoReceta',
    path: '/info/:recipeId',
    auth: 'required',
    letThrough: true,
    layout: 'main',
    element: lazyScreen(() => import('./routes/recipe-detail.tsx')),
  },
  {
    name: 'Perfil',
    path: '/perfil',
    auth: 'not-required',
    layout: 'main',
    element: lazyScreen(() => import('./routes/perfil.tsx')),
  },
  {
    name: 'CuisinesView',
    path: '/cuisines',
    auth: 'not-required',
    layout: 'main',
    element: soon('CuisinesView'),
  },
  {
    name: 'CategoriesView',
    path: '/categories',
    auth: 'required',
    layout: 'main',
    element: soon('CategoriesView'),
  },
  { name: 'comments', path: '/comments', auth: 'not-required', layout: 'main', element: soon('comments') },
];
