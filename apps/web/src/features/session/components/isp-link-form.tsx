import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import type { IspLoginResponse } from '@sportello/contracts/auth/sso.contract';
import { translate } from '@sportello/i18n/translate';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CapsLockPasswordInput } from '../../../components/caps-lock-password-input';
import { resetCsrfToken } from '../../../lib/api-client';
import { errorKeyOf } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { linkIdentity } from '../api/sso-calls';

type FieldErrors = { userName?: string; password?: string };

export interface IspLinkFormProps {
  /** The identity is linked and signed in (the answer says whether a parent must still be chosen). */
  onLinked: (response: IspLoginResponse) => void;
}

/**
 * Spec §4 ISP login, local mode with no linked user: the identity is linked to a local account proven
 * by its user name and password (never by e-mail alone). Wrong credentials say so; any other failure
 * is ERROR_ISP_LINK (spec §7: "a failure to save or link an ISP user raises ERROR_ISP_LINK").
 */
export function IspLinkForm({ onLinked }: IspLinkFormProps) {
  const { t, i18n } = useTranslation('login');
  const titleId = useId();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [errorKey, setErrorKey] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  // A ref, not the state: two Enter presses in the same tick both see the state before the re-render.
  const busyRef = useRef(false);
  const userNameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busyRef.current) return;
    const trimmedUserName = userName.trim();
    const errors: FieldErrors = {
      userName: trimmedUserName ? undefined : t('login.userNameRequired'),
      password: password ? undefined : t('login.passwordRequired'),
    };
    setFieldErrors(errors);
    if (errors.userName || errors.password) {
      (errors.userName ? userNameRef : passwordRef).current?.focus();
      return;
    }
    busyRef.current = true;
    setBusy(true);
    setErrorKey(undefined);
    try {
      const response = await linkIdentity({ UserName: trimmedUserName, Password: password });
      // The server signed in under a new session id: the anti-forgery token is fetched afresh.
      resetCsrfToken();
      onLinked(response);
    } catch (failure) {
      const wrongCredentials = errorKeyOf(failure) === 'ERROR_INVALID_PASSWORD';
      setErrorKey(wrongCredentials ? 'ERROR_INVALID_PASSWORD' : 'ERROR_ISP_LINK');
      busyRef.current = false;
      setBusy(false);
      if (wrongCredentials) {
        passwordRef.current?.focus();
        passwordRef.current?.select();
      }
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={busy} aria-labelledby={titleId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id={titleId}>
            {t('login.sso.link.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('login.sso.link.text')}
          </Text>
        </Stack>
        <TextInput
          ref={userNameRef}
          label={t('login.userName')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={userName}
          onChange={(event) => {
            setUserName(event.currentTarget.value);
            if (fieldErrors.userName) setFieldErrors((current) => ({ ...current, userName: undefined }));
          }}
          error={fieldErrors.userName}
          readOnly={busy}
          data-autofocus
        />
        <CapsLockPasswordInput
          ref={passwordRef}
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            if (fieldErrors.password) setFieldErrors((current) => ({ ...current, password: undefined }));
          }}
          error={fieldErrors.password}
          readOnly={busy}
        />
        {errorKey !== undefined && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            <Text size="sm">{translate(errorCatalogueOf(i18n), errorKey)}</Text>
          </Alert>
        )}
        <Button type="submit" loading={busy} fullWidth size="md">
          {t('login.sso.link.submit')}
        </Button>
      </Stack>
    </form>
  );
}
