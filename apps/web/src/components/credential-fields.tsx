import { TextInput } from '@mantine/core';
import { useTexts } from '../lib/translator';
import { type PortalForm, usePortalForm } from '../lib/use-portal-form';
import { CapsLockPasswordInput } from './caps-lock-password-input';

export interface Credentials {
  UserName: string;
  Password: string;
}

type CredentialValues = { userName: string; password: string };
type CredentialsForm = PortalForm<CredentialValues>;

/**
 * The user-name-and-password pair of the sign-in form and of linking an identity to a local account:
 * both required, with the message next to the empty one.
 */
export function useCredentialFields() {
  const { t } = useTexts('login');
  const form = usePortalForm<CredentialValues>({
    initialValues: { userName: '', password: '' },
    validate: (values) => ({
      ...(values.userName.trim() ? {} : { userName: t('login.userNameRequired') }),
      ...(values.password ? {} : { password: t('login.passwordRequired') }),
    }),
  });

  /** `<form onSubmit={…}>`: `send` gets the credentials to send once both fields are filled in. */
  const onSubmit = (send: (credentials: Credentials) => unknown) =>
    form.onSubmit((values) => send({ UserName: values.userName.trim(), Password: values.password }));

  /** After a wrong password: the password field focused and selected, ready to be typed again. */
  const selectPassword = () => form.select('password');

  return { form, onSubmit, selectPassword };
}

export interface CredentialFieldsProps {
  form: CredentialsForm;
  busy: boolean;
  /** Focus the user name when a modal around the fields opens. */
  autoFocus?: boolean;
}

export function CredentialFields({ form, busy, autoFocus }: CredentialFieldsProps) {
  const { t } = useTexts('login');
  return (
    <>
      <TextInput
        {...form.getInputProps('userName')}
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
        {...form.getInputProps('password')}
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        required
        readOnly={busy}
      />
    </>
  );
}
