import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ca } from '@receptari/shared/i18n/ca';
import { DocumentTitle } from '@/components/ui/document-title.tsx';
import { useAuth } from '@/lib/auth-store.ts';
import { LandingHeader } from './landing-header.tsx';
import classes from './landing-page.module.css';

/** The landing page for now: the header and a placeholder body (the carousel and tabs come later). */
export function LandingPage() {
  const { token } = useAuth();
  return (
    <Stack gap="lg">
      <DocumentTitle />
      <LandingHeader />
      <Paper className={classes.hero} p={{ base: 'lg', sm: 40 }}>
        <Stack gap="sm" maw={560}>
          <Title order={1} fz={{ base: 28, sm: 40 }} lh={1.15}>
            {ca.landing.heroTitle}
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }}>{ca.landing.heroText}</Text>
          <Text fw={600} c="brand.8">
            {ca.app.comingSoon}
          </Text>
          {!token && (
            <Group mt="xs" gap="sm">
              <Button component={Link} to="/login">
                {ca.auth.loginSubmit}
              </Button>
              <Button component={Link} to="/register" variant="white">
                {ca.auth.toRegister}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
