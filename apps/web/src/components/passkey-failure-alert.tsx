import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { alreadyRegistered, PasskeyPromptError } from '../lib/webauthn';
import { ErrorAlert } from './error-alert';

/**
 * Why a passkey did not do what was asked (decision 078). The browser's prompt closed without one —
 * mostly the user cancelled it — is no error: a calm line says to try again. The server's refusals
 * (ERROR_PASSKEY…) are said as any other failure.
 */
export function PasskeyFailureAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('security');
  if (!(error instanceof PasskeyPromptError)) return <ErrorAlert error={error} />;
  return (
    <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />} role="alert">
      {alreadyRegistered(error) ? t('security.passkey.alreadyRegistered') : t('security.passkey.cancelled')}
    </Alert>
  );
}
