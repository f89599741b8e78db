import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CapsLockPasswordInput } from '../../../components/caps-lock-password-input';
import { useFormFields } from '../../../lib/use-form-fields';

export interface Credentials {
  UserName: string;
  Password: string;
}

type CredentialsForm = ReturnType<typeof useFormFields<'userName' | 'password'>>;

/**
 * The user-name-and-password pair of the sign-in form and of linking an identity to a local account:
 * both required, with the message next to the empty one.
 */
export function useCredentialFields() {
  const { t } = useTranslation('login');
  const form = useFormFields({ userName: '', password: '' }, (values) => ({
    ...(values.userName.trim() ? {} : { userName: t('login.userNameRequired') }),
    ...(values.password ? {} : { password: t('login.passwordRequired') }),
  }));

  /** The credentials to send, or undefined after showing which field is empty (and focusing it). */
  const validate = (): Credentials | undefined =>
    form.check() ? { UserName: form.values.userName.trim(), Password: form.values.password } : undefined;

  /** After a wrong password: the password field focused and selected, ready to be typed again. */
  const selectPassword = () => form.select('password');

  return { form, validate, selectPassword };
}

export interface CredentialFieldsProps {
  form: CredentialsForm;
  busy: boolean;
  /** Focus the user name when a modal around the fields opens. */
  autoFocus?: boolean;
}

export function CredentialFields({ form, busy, autoFocus }: CredentialFieldsProps) {
  const { t } = useTranslation('login');
  return (
    <>
      <TextInput
        {...form.field('userName')}
        label={t('login.userName')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        readOnly={busy}
        data-autofocus={autoFocus || undefined}
      />
      <CapsLockPasswordInput
        {...form.field('password')}
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        required
        readOnly={busy}
      />
    </>
  );
}
