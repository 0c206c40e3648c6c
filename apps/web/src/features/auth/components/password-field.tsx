import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { tr } from '@receptari/shared/i18n/tr/core';

/** 'Contrasenya', with a Catalan name on the show/hide toggle (Mantine's default is English). */
export function PasswordField(props: Omit<PasswordInputProps, 'label'>) {
  return (
    <PasswordInput
      label={tr.auth.passwordLabel}
      visibilityToggleButtonProps={{ 'aria-label': tr.auth.togglePassword }}
      {...props}
    />
  );
}
