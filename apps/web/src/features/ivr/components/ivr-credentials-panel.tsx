import { Alert, Button, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { localizeMessage } from '@sportello/i18n/translate';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CopyValueButton } from '../../../components/copy-value-button';
import { ErrorAlert } from '../../../components/error-alert';
import { PasswordField } from '../../../components/password-field';
import { useDialogs } from '../../../components/use-dialogs';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText, errorKeyOf } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { usePortalForm } from '../../../lib/use-portal-form';
import { fetchIvrCredentials, saveIvrPin } from '../api/ivr-calls';
import { checkIvrForm, IVR_KEY_FIELDS, IVR_WIRE_FIELDS, type IvrValues } from '../hooks/ivr-form';

const EMPTY: IvrValues = { oldPin: '', newPin: '', confirmation: '' };

export interface IvrCredentialsPanelProps {
  /** Who is signed in and under which company parent: the credentials are loaded again when it changes. */
  sessionKey: string;
}

/**
 * IVR credentials panel (spec §2, §4 IVR save): the IVR user id (read-only), the current PIN, the new
 * PIN twice. Saving asks MSG_CONFIRM_SAVE; success says MSG_DATA_UPDATED and clears the PIN fields;
 * a refusal (ErrorCode > 0) is shown next to its field, or above the button.
 */
export function IvrCredentialsPanel({ sessionKey }: IvrCredentialsPanelProps) {
  const { t, i18n } = useTranslation('ivr');
  const catalogue = errorCatalogueOf(i18n);
  const dialogs = useDialogs();
  const credentials = useQuery({
    queryKey: ['ivr-credentials', sessionKey],
    queryFn: fetchIvrCredentials,
    retry: false,
  });
  const fieldText = (key: string) =>
    key === 'ivr.required' ? t('ivr.required') : localizeMessage(catalogue, key);
  const form = usePortalForm<IvrValues>({
    initialValues: EMPTY,
    validate: (values) =>
      Object.fromEntries(Object.entries(checkIvrForm(values)).map(([field, key]) => [field, fieldText(key)])),
  });
  const busy = form.submitting;

  const handleSubmit = form.onSubmit(async (values) => {
    if (
      !(await dialogs.confirm({
        title: t('ivr.saveTitle'),
        message: t('MSG_CONFIRM_SAVE', { ns: 'errors' }),
      }))
    )
      return;
    try {
      await saveIvrPin(values);
      form.reset();
      notifications.show({ color: 'green', message: t('MSG_DATA_UPDATED', { ns: 'errors' }) });
    } catch (error) {
      const mapped = serverFieldErrors(catalogue, error, IVR_KEY_FIELDS, IVR_WIRE_FIELDS);
      if (mapped) form.showServerErrors(mapped);
      else form.fail(error);
    }
  });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="ivr-title" maw={520}>
      <Stack gap="md">
        <Title order={2} size="h3" id="ivr-title">
          {t('ivr.title')}
        </Title>
        {credentials.isPending ? (
          <Loader role="status" size="sm" aria-label={t('ivr.title')} />
        ) : credentials.isError ? (
          <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden />} role="status">
            {credentials.error instanceof ApiError &&
            errorKeyOf(credentials.error) === 'ERROR_IVR_USERCREDENTIALS'
              ? t('ivr.notEnabled')
              : apiErrorText(catalogue, credentials.error)}
          </Alert>
        ) : (
          <form onSubmit={handleSubmit} noValidate aria-busy={busy}>
            <Stack gap="sm">
              <Text size="sm">{t('ivr.intro')}</Text>
              <TextInput
                label={t('ivr.userId')}
                value={credentials.data.Isp.IspUserId}
                readOnly
                rightSection={
                  <CopyValueButton value={credentials.data.Isp.IspUserId} label={t('ivr.copyUserId')} />
                }
              />
              <PasswordField
                {...form.getInputProps('oldPin')}
                label={t('ivr.oldPin')}
                inputMode="numeric"
                autoComplete="current-password"
                required
                readOnly={busy}
              />
              <PasswordField
                {...form.getInputProps('newPin')}
                label={t('ivr.newPin')}
                description={t('ivr.pinHint')}
                inputMode="numeric"
                autoComplete="new-password"
                required
                readOnly={busy}
              />
              <PasswordField
                {...form.getInputProps('confirmation')}
                label={t('ivr.confirmPin')}
                inputMode="numeric"
                autoComplete="new-password"
                required
                readOnly={busy}
              />
              <ErrorAlert error={form.failure} />
              <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
                {t('ivr.save')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
