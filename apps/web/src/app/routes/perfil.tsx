import { MyLives } from '@/features/lives/profile/components/my-lives.tsx';
import { PerfilPage } from '@/features/profile/components/perfil-page.tsx';

const chefLives = (chefId: number) => <MyLives chefId={chefId} />;

/**
 * /perfil, a chunk of its own, fetched on its first visit (the original brief loads it lazily; see
 * docs/architecture.md): the profile feature's page with a chef's own lives (the lives feature) in its
 * lives tab.
 */
export default function PerfilRoute() {
  return <PerfilPage chefLives={chefLives} />;
}
