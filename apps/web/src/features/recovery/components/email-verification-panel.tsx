import '@mantine/core/styles/Badge.layer.css';
import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { localizeMessage } from '@sportello/i18n/translate';
import { IconAlertCircle, IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, errorKeyOf } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { refreshSession } from '../../../lib/session/session-query';
import { usePortalForm } from '../../../lib/use-portal-form';
import { confirmEmailAddress, sendEmailVerificationCode } from '../api/recovery-calls';

export interface EmailVerificationPanelProps {
  email: string;
  verified: boolean;
}

/**
 * The profile's e-mail address (spec §7 verifyemailrequest / verifyemail): until the user proves it
 * is theirs, a code is mailed to it and typed here. The session then says the address is verified.
 */
export function EmailVerificationPanel({ email, verified }: EmailVerificationPanelProps) {
  const { t, i18n } = useTranslation('recovery');
  const catalogue = errorCatalogueOf(i18n);
  const queryClient = useQueryClient();
  const [codeSent, setCodeSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [sendFailure, setSendFailure] = useState<unknown>(undefined);
  const form = usePortalForm({
    initialValues: { code: '' },
    validate: ({ code }) => (code.trim() ? {} : { code: localizeMessage(catalogue, 'ERROR_EMPTY_CODE') }),
  });

  const sendCode = async () => {
    setSending(true);
    setSendFailure(undefined);
    try {
      await sendEmailVerificationCode();
      setCodeSent(true);
    } catch (error) {
      setSendFailure(error);
    } finally {
      setSending(false);
    }
  };

  const confirm = form.onSubmit(async ({ code }) => {
    try {
      await confirmEmailAddress({ Code: code.trim() });
      await refreshSession(queryClient);
    } catch (error) {
      const key = errorKeyOf(error);
      if (key === 'ERROR_INVALID_CODE' || key === 'ERROR_EMPTY_CODE')
        form.showServerErrors({ code: apiErrorText(catalogue, error) });
      else form.fail(error);
    }
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="email-verification-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="email-verification-title">
            {t('recovery.verifyEmail.title')}
          </Title>
          {verified ? (
            // Filled badges in dark shades: white text on them passes WCAG AA contrast.
            <Badge color="green.9" variant="filled" leftSection={<IconCircleCheck size={14} aria-hidden />}>
              {t('recovery.verifyEmail.verified')}
            </Badge>
          ) : (
            <Badge color="gray.7" variant="filled">
              {t('recovery.verifyEmail.notVerified')}
            </Badge>
          )}
        </Group>
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
          {email}
        </Text>
        {!verified && !codeSent && (
          <>
            <Text size="sm">{t('recovery.verifyEmail.intro')}</Text>
            {sendFailure !== undefined && (
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                {apiErrorText(catalogue, sendFailure)}
              </Alert>
            )}
            <Button
              variant="light"
              onClick={() => void sendCode()}
              loading={sending}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('recovery.verifyEmail.send')}
            </Button>
          </>
        )}
        {!verified && codeSent && (
          <form onSubmit={confirm} noValidate aria-busy={form.submitting}>
            <Stack gap="sm">
              <Alert color="blue" variant="light" icon={<IconMailForward aria-hidden />} role="status">
                {t('recovery.verifyEmail.sent')}
              </Alert>
              <TextInput
                {...form.getInputProps('code')}
                label={t('recovery.verifyEmail.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                readOnly={form.submitting}
              />
              {form.failure !== undefined && (
                <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                  {apiErrorText(catalogue, form.failure)}
                </Alert>
              )}
              <Group gap="sm">
                <Button type="submit" loading={form.submitting}>
                  {t('recovery.verifyEmail.confirm')}
                </Button>
                <Button variant="subtle" onClick={() => void sendCode()} loading={sending}>
                  {t('recovery.verifyEmail.sendAgain')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
