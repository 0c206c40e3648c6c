import type { Role } from '@receptari/shared/auth/auth.rules';

export type DemoAccount = { name: string; password: string; role: Role; email: string; bio: string | null };

/** The accounts the demo data creates; the README and the tests log in with these. */
export const DEMO_ACCOUNTS = [
  { name: 'admin', password: 'admin12345', role: 'admin', email: 'admin@receptari.cat', bio: null },
  {
    name: 'xef_marta',
    password: 'xef12345',
    role: 'chef',
    email: 'marta@receptari.cat',
    bio: 'Xef de cuina catalana de mercat a Girona. Cada setmana cuino en directe receptes de temporada.',
  },
  { name: 'usuari', password: 'usuari12345', role: 'user', email: 'usuari@receptari.cat', bio: null },
  {
    name: 'xef_kenji',
    password: 'xef12345',
    role: 'chef',
    email: 'kenji@receptari.cat',
    bio: 'Cuiner japonès establert a Barcelona. Ramen, sushi i cuina asiàtica de casa, sense complicacions.',
  },
  {
    name: 'laia_fogons',
    password: 'demo12345',
    role: 'user',
    email: 'laia@receptari.cat',
    bio: 'Mare de dos nens i amant de les postres casolanes.',
  },
  { name: 'pere_gurmet', password: 'demo12345', role: 'user', email: 'pere@receptari.cat', bio: null },
  {
    name: 'anna_verda',
    password: 'demo12345',
    role: 'user',
    email: 'anna@receptari.cat',
    bio: 'Vegetariana des de fa deu anys. Sempre buscant plats de verdura amb gràcia.',
  },
  { name: 'jordi_cuina', password: 'demo12345', role: 'user', email: 'jordi@receptari.cat', bio: null },
] as const satisfies readonly DemoAccount[];

export type DemoUserName = (typeof DEMO_ACCOUNTS)[number]['name'];

/** The account whose existence marks the demo data as already seeded. */
export const DEMO_ADMIN = DEMO_ACCOUNTS[0];
