import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { useTexts } from '../lib/translator';

export interface PasswordFieldProps extends PasswordInputProps {
  ref?: Ref<HTMLInputElement>;
}

/**
 * Mantine's password input with its show/hide button named in the user's language (Mantine's own
 * name is English). Every secret field of the portal is one: passwords, PINs.
 */
export function PasswordField({ ref, ...props }: PasswordFieldProps) {
  const { t } = useTexts('shell');
  return (
    <PasswordInput
      ref={ref}
      visibilityToggleButtonProps={{ 'aria-label': t('shell.togglePasswordVisibility') }}
      {...props}
    />
  );
}
