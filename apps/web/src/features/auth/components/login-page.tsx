import { AuthFooter, AuthHeading, NameField } from './auth-fields.tsx';
import { Alert, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { type LoginBody, loginBodySchema } from '@receptari/shared/auth/auth.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
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
          title={tr.auth.loginTitle}
          subtitle={tr.auth.loginSubtitle}
          tabTitle={tr.auth.loginSubmit}
        />
        {login.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {messageOf(login.error, tr.auth.loginFailed)}
          </Alert>
        )}
        <NameField {...form.getInputProps('name')} />
        <PasswordField autoComplete="current-password" required {...form.getInputProps('password')} />
        <AuthFooter
          pending={login.isPending}
          submit={tr.auth.loginSubmit}
          busy={tr.auth.loggingIn}
          question={tr.auth.noAccount}
          to="/register"
          link={tr.auth.toRegister}
        />
      </Stack>
    </form>
  );
}
