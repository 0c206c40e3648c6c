import { AuthFooter, AuthHeading, NameField } from './auth-fields.tsx';
import { fill } from '@receptari/shared/i18n/fill';
import { Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { PASSWORD_MIN } from '@receptari/shared/auth/auth.rules';
import { type RegisterBody, registerBodySchema } from '@receptari/shared/auth/auth.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
import { ApiError } from '@/lib/api-client.ts';
import { startSession } from '@/lib/session.ts';
import { useRegister } from '@/api/auth/register.ts';
import { PasswordField } from './password-field.tsx';

/**
 * The register alerts (docs/product.md#account-errors): a 422 joins the server's field errors into
 * one; anything else, a fixed line.
 */
export function registerFailureAlert(error: unknown): string {
  if (error instanceof ApiError && error.status === 422) {
    const messages = error.fieldMessages();
    return messages.length ? messages.join('\n') : error.message;
  }
  return tr.auth.registerUnexpected;
}

export function RegisterPage() {
  const navigate = useNavigate();
  const register = useRegister();
  const form = useForm<RegisterBody>({
    initialValues: { name: '', email: '', password: '' },
    validate: schemaResolver(registerBodySchema, { sync: true }),
  });

  // Nothing typed is reset on failure: the form keeps its values.
  const submit = form.onSubmit((values) =>
    register.mutate(registerBodySchema.parse(values), {
      onSuccess: ({ token, user }) => {
        startSession(token, user);
        void navigate('/Formulario');
      },
      onError: (error) => {
        console.error('Register failed', error);
        // Each field also shows its own reason (a weak password: why), where it can be fixed.
        if (error instanceof ApiError && error.status === 422 && error.errors) form.setErrors(error.errors);
        window.alert(registerFailureAlert(error));
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <AuthHeading
          title={tr.auth.registerTitle}
          subtitle={tr.auth.registerSubtitle}
          tabTitle={tr.auth.registerTitle}
        />
        <NameField {...form.getInputProps('name')} />
        <TextInput
          label={tr.auth.emailLabel}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordField
          autoComplete="new-password"
          description={fill(tr.auth.passwordHint, { min: PASSWORD_MIN })}
          required
          {...form.getInputProps('password')}
        />
        <AuthFooter
          pending={register.isPending}
          submit={tr.auth.registerSubmit}
          busy={tr.auth.registering}
          question={tr.auth.haveAccount}
          to="/login"
          link={tr.auth.toLogin}
        />
      </Stack>
    </form>
  );
}
