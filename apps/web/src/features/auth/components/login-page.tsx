import { AuthFooter, AuthHeading, NameField } from './auth-fields.tsx';
import { Alert, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { type LoginBody, loginBodySchema } from '@receptari/shared/auth/auth.schemas';
import { ca } from '@receptari/shared/i18n/ca';
import { messageOf } from '@/lib/api-client.ts';
import { startSession } from '@/lib/session.ts';
import { useLogin } from '@/api/auth/login.ts';
import { useRedirectTarget } from '../hooks/use-redirect-target.ts';
import { PasswordField } from './password-field.tsx';

export function LoginPage() {
  const navigate = useNavigate();
  const target = useRedirectTarget();
  const login = useLogin();
  const form = useForm<LoginBody>({
    initialValues: { name: '', password: '' },
    validate: schemaResolver(loginBodySchema, { sync: true }),
  });

  const submit = form.onSubmit((values) =>
    login.mutate(loginBodySchema.parse(values), {
      onSuccess: ({ token, user }) => {
        startSession(token, user);
        void navigate(target, { replace: true });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <AuthHeading
          title={ca.auth.loginTitle}
          subtitle={ca.auth.loginSubtitle}
          tabTitle={ca.auth.loginSubmit}
        />
        {login.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {messageOf(login.error, ca.auth.loginFailed)}
          </Alert>
        )}
        <NameField {...form.getInputProps('name')} />
        <PasswordField autoComplete="current-password" required {...form.getInputProps('password')} />
        <AuthFooter
          pending={login.isPending}
          submit={ca.auth.loginSubmit}
          busy={ca.auth.loggingIn}
          question={ca.auth.noAccount}
          to="/register"
          link={ca.auth.toRegister}
        />
      </Stack>
    </form>
  );
}
