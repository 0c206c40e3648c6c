import { Button, Center } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { ComingSoon } from '@/components/ui/coming-soon.tsx';
import { useAuth } from '@/lib/auth-store.ts';
import { logout } from '@/lib/session.ts';
import { ca } from '@receptari/shared/i18n/ca';

/** Placeholder until the profile issue, with the sign-out control; loaded lazily by the router. */
export function PerfilPage() {
  const { token } = useAuth();
  const [leaving, setLeaving] = useState(false);
  return (
    <>
      <ComingSoon title={ca.screens.Perfil} />
      {token && (
        <Center>
          <Button
            variant="light"
            color="red"
            leftSection={<IconLogout size={18} aria-hidden />}
            loading={leaving}
            onClick={() => {
              setLeaving(true);
              void logout();
            }}
          >
            {ca.auth.logout}
          </Button>
        </Center>
      )}
    </>
  );
}
