import { lazy, type ReactNode } from 'react';
import { ComingSoon } from '@/components/ui/coming-soon.tsx';
import { ChatPage } from '@/features/ai-chat/components/chat-page.tsx';
import { LoginPage } from '@/features/auth/components/login-page.tsx';
import { RegisterPage } from '@/features/auth/components/register-page.tsx';
import { CreateRecipePage } from '@/features/create-recipe/components/create-recipe-page.tsx';
import { LandingPage } from '@/features/landing/components/landing-page.tsx';
import { SearchPage } from '@/features/search/components/search-page.tsx';
import { RecipeDetailPage } from '@/features/recipe-detail/components/recipe-detail-page.tsx';
import { PreferencesPage } from '@/features/preferences/components/preferences-page.tsx';
import { ca } from '@receptari/shared/i18n/ca';
import type { GuardedRoute } from './guard.ts';

const NotificationsPage = lazy(() =>
  import('@/features/notifications/components/notifications-page.tsx').then((m) => ({
    default: m.NotificationsPage,
  })),
);
const PerfilPage = lazy(() =>
  import('@/features/profile/components/perfil-page.tsx').then((m) => ({ default: m.PerfilPage })),
);

export interface Screen extends GuardedRoute {
  /** The spec's route name, also the route id. */
  name: string;
  path: string;
  /** 'auth': login and register, without the bottom navigation. */
  layout: 'main' | 'auth';
  element: ReactNode;
}

const soon = (name: keyof typeof ca.screens) => <ComingSoon title={ca.screens[name]} />;

/**
 * The spec's route table (section 2), in its order. Paths match case-insensitively (React Router's
 * default), so /Formulario and /formulario, /Chat and /chat are the same; /chat/{liveId} differs by
 * its parameter.
 */
export const screens: Screen[] = [
  { name: 'LandingPage', path: '/', auth: 'none', layout: 'main', element: <LandingPage /> },
  { name: 'login', path: '/login', auth: 'none', layout: 'auth', element: <LoginPage /> },
  { name: 'register', path: '/register', auth: 'none', layout: 'auth', element: <RegisterPage /> },
  { name: 'ChatBot', path: '/Chat', auth: 'not-required', layout: 'main', element: <ChatPage /> },
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
    element: <PreferencesPage />,
  },
  {
    name: 'Notifications',
    path: '/notifications',
    auth: 'required',
    layout: 'main',
    element: <NotificationsPage />,
  },
  {
    name: 'AgregarReceta',
    path: '/agregar',
    auth: 'not-required',
    layout: 'main',
    element: <CreateRecipePage />,
  },
  { name: 'SearchPage', path: '/search', auth: 'not-required', layout: 'main', element: <SearchPage /> },
  { name: 'UserProfile', path: '/user/:userId', auth: 'none', layout: 'main', element: soon('UserProfile') },
  {
    name: 'InfoReceta',
    path: '/info/:recipeId',
    auth: 'required',
    letThrough: true,
    layout: 'main',
    element: <RecipeDetailPage />,
  },
  { name: 'Perfil', path: '/perfil', auth: 'not-required', layout: 'main', element: <PerfilPage /> },
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
