import { Alert, Button, Loader, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { localizeMessage } from '@sportello/i18n/translate';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../components/use-dialogs';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText, errorKeyOf } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { fetchIvrCredentials, saveIvrPin } from '../api/ivr-calls';
import {
  checkIvrForm,
  IVR_KEY_FIELDS,
  IVR_WIRE_FIELDS,
  type IvrField,
  type IvrValues,
} from '../hooks/ivr-form';

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
  const [values, setValues] = useState<IvrValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<IvrField, string>>>({});
  const [formError, setFormError] = useState<unknown>(undefined);
  const [busy, setBusy] = useState(false);
  const refs = {
    oldPin: useRef<HTMLInputElement>(null),
    newPin: useRef<HTMLInputElement>(null),
    confirmation: useRef<HTMLInputElement>(null),
  };
  const fieldText = (key: string) =>
    key === 'ivr.required' ? t('ivr.required') : localizeMessage(catalogue, key);

  const setField = (field: IvrField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(undefined);
    const problems = checkIvrForm(values);
    const first = (['oldPin', 'newPin', 'confirmation'] as const).find((f) => problems[f]);
    if (first) {
      setErrors(Object.fromEntries(Object.entries(problems).map(([f, key]) => [f, fieldText(key)])));
      refs[first].current?.focus();
      return;
    }
    // The server's verdict replaces the last one: no stale error stays next to a field.
    setErrors({});
    if (
      !(await dialogs.confirm({
        title: t('ivr.saveTitle'),
        message: t('MSG_CONFIRM_SAVE', { ns: 'errors' }),
      }))
    )
      return;
    setBusy(true);
    try {
      await saveIvrPin(values);
      setValues(EMPTY);
      setErrors({});
      notifications.show({ color: 'green', message: t('MSG_DATA_UPDATED', { ns: 'errors' }) });
    } catch (error) {
      const mapped = serverFieldErrors(catalogue, error, IVR_KEY_FIELDS, IVR_WIRE_FIELDS);
      if (mapped) {
        setErrors(mapped);
        const field = (['oldPin', 'newPin', 'confirmation'] as const).find((f) => mapped[f]);
        if (field) refs[field].current?.focus();
      } else setFormError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="ivr-title" maw={520}>
      <Stack gap="md">
        <Title order={2} size="h3" id="ivr-title">
          {t('ivr.title')}
        </Title>
        {credentials.isPending ? (
          <Loader size="sm" aria-label={t('ivr.title')} />
        ) : credentials.isError ? (
          <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden />} role="status">
            {credentials.error instanceof ApiError &&
            errorKeyOf(credentials.error) === 'ERROR_IVR_USERCREDENTIALS'
              ? t('ivr.notEnabled')
              : apiErrorText(catalogue, credentials.error)}
          </Alert>
        ) : (
          <form onSubmit={(e) => void handleSubmit(e)} noValidate aria-busy={busy}>
            <Stack gap="sm">
              <Text size="sm">{t('ivr.intro')}</Text>
              <TextInput label={t('ivr.userId')} value={credentials.data.Isp.IspUserId} readOnly />
              <PasswordInput
                ref={refs.oldPin}
                label={t('ivr.oldPin')}
                inputMode="numeric"
                autoComplete="current-password"
                required
                value={values.oldPin}
                onChange={(e) => setField('oldPin', e.currentTarget.value)}
                error={errors.oldPin}
                readOnly={busy}
              />
              <PasswordInput
                ref={refs.newPin}
                label={t('ivr.newPin')}
                description={t('ivr.pinHint')}
                inputMode="numeric"
                autoComplete="new-password"
                required
                value={values.newPin}
                onChange={(e) => setField('newPin', e.currentTarget.value)}
                error={errors.newPin}
                readOnly={busy}
              />
              <PasswordInput
                ref={refs.confirmation}
                label={t('ivr.confirmPin')}
                inputMode="numeric"
                autoComplete="new-password"
                required
                value={values.confirmation}
                onChange={(e) => setField('confirmation', e.currentTarget.value)}
                error={errors.confirmation}
                readOnly={busy}
              />
              {formError !== undefined && (
                <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                  {apiErrorText(catalogue, formError)}
                </Alert>
              )}
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
