import { TextInput } from '@mantine/core';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CapsLockPasswordInput } from '../../../components/caps-lock-password-input';

type FieldErrors = { userName?: string; password?: string };

export interface Credentials {
  UserName: string;
  Password: string;
}

export interface CredentialFieldsState {
  userName: string;
  password: string;
  errors: FieldErrors;
  setUserName: (value: string) => void;
  setPassword: (value: string) => void;
  userNameRef: RefObject<HTMLInputElement | null>;
  passwordRef: RefObject<HTMLInputElement | null>;
}

/**
 * The user-name-and-password pair of the sign-in form and of linking an identity to a local account:
 * their values, the "required" errors next to each field, and the focus after a mistake.
 */
export function useCredentialFields() {
  const { t } = useTranslation('login');
  const [userName, setUserNameValue] = useState('');
  const [password, setPasswordValue] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const userNameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const state: CredentialFieldsState = {
    userName,
    password,
    errors,
    // Typing in a field clears its error.
    setUserName: (value) => {
      setUserNameValue(value);
      if (errors.userName) setErrors((current) => ({ ...current, userName: undefined }));
    },
    setPassword: (value) => {
      setPasswordValue(value);
      if (errors.password) setErrors((current) => ({ ...current, password: undefined }));
    },
    userNameRef,
    passwordRef,
  };

  /** The credentials to send, or undefined after showing which field is empty (and focusing it). */
  const validate = (): Credentials | undefined => {
    const trimmedUserName = userName.trim();
    const found: FieldErrors = {
      userName: trimmedUserName ? undefined : t('login.userNameRequired'),
      password: password ? undefined : t('login.passwordRequired'),
    };
    setErrors(found);
    if (found.userName || found.password) {
      (found.userName ? userNameRef : passwordRef).current?.focus();
      return undefined;
    }
    return { UserName: trimmedUserName, Password: password };
  };

  /** After a wrong password: the password field focused and selected, ready to be typed again. */
  const selectPassword = () => {
    passwordRef.current?.focus();
    passwordRef.current?.select();
  };

  return { state, validate, selectPassword };
}

export interface CredentialFieldsProps {
  state: CredentialFieldsState;
  busy: boolean;
  /** Focus the user name when a modal around the fields opens. */
  autoFocus?: boolean;
}

export function CredentialFields({ state, busy, autoFocus }: CredentialFieldsProps) {
  const { t } = useTranslation('login');
  return (
    <>
      <TextInput
        ref={state.userNameRef}
        label={t('login.userName')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={state.userName}
        onChange={(event) => state.setUserName(event.currentTarget.value)}
        error={state.errors.userName}
        readOnly={busy}
        data-autofocus={autoFocus || undefined}
      />
      <CapsLockPasswordInput
        ref={state.passwordRef}
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        required
        value={state.password}
        onChange={(event) => state.setPassword(event.currentTarget.value)}
        error={state.errors.password}
        readOnly={busy}
      />
    </>
  );
}
