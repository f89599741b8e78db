import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import type { IspLoginResponse } from '@sportello/contracts/auth/sso.contract';
import { translate } from '@sportello/i18n/translate';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CredentialFields, useCredentialFields } from '../../../components/credential-fields';
import { resetCsrfToken } from '../../../lib/api-client';
import { errorKeyOf } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { linkIdentity } from '../api/sso-calls';

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
  const credentials = useCredentialFields();
  const [errorKey, setErrorKey] = useState<string | undefined>(undefined);

  const handleSubmit = credentials.onSubmit(async (entered) => {
    setErrorKey(undefined);
    try {
      const response = await linkIdentity(entered);
      // The server signed in under a new session id: the anti-forgery token is fetched afresh.
      resetCsrfToken();
      onLinked(response);
    } catch (failure) {
      const wrongCredentials = errorKeyOf(failure) === 'ERROR_INVALID_PASSWORD';
      setErrorKey(wrongCredentials ? 'ERROR_INVALID_PASSWORD' : 'ERROR_ISP_LINK');
      if (wrongCredentials) credentials.selectPassword();
    }
  });
  const busy = credentials.form.submitting;

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
        <CredentialFields form={credentials.form} busy={busy} autoFocus />
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
