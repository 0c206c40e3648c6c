import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { ca } from '@receptari/shared/i18n/ca';

/** 'Contrasenya', with a Catalan name on the show/hide toggle (Mantine's default is English). */
export function PasswordField(props: Omit<PasswordInputProps, 'label'>) {
  return (
    <PasswordInput
      label={ca.auth.passwordLabel}
      visibilityToggleButtonProps={{ 'aria-label': ca.auth.togglePassword }}
      {...props}
    />
  );
}
