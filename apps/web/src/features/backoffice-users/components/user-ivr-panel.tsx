import '@mantine/core/styles/Code.layer.css';
import { Alert, Button, Code, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UserDetail } from '@sportello/contracts/backoffice/users.contract';
import { IVR_USER_ID_MAX, IVR_USER_ID_PATTERN } from '@sportello/contracts/backoffice/users.values';
import { localizeMessage } from '@sportello/i18n/translate';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyValueButton } from '../../../components/copy-value-button';
import { ErrorAlert } from '../../../components/error-alert';
import { useStepUp } from '../../../components/step-up';
import { useDialogs } from '../../../components/use-dialogs';
import { apiErrorText, errorKeyOf } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { usePortalForm } from '../../../lib/use-portal-form';
import { assignIvrCall, resetIvrPinCall, userQuery } from '../api/users-calls';

type IvrForm = { IvrUserId: string };
const WIRE_FIELDS = { IvrUserId: 'IvrUserId' } as const;

/**
 * The user's access to the voice-response service: give, change or take away the IVR user id, and
 * a new PIN. The server draws every new PIN and answers it once: it is shown here until the page is
 * left, for the operator to pass on, and never again.
 */
export function UserIvrPanel({ user }: { user: UserDetail }) {
  const { t, i18n } = useTranslation('backoffice');
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const catalogue = errorCatalogueOf(i18n);
  const [pin, setPin] = useState<string | null>(null);
  const form = usePortalForm<IvrForm>({
    initialValues: { IvrUserId: user.IvrUserId ?? '' },
    validate: ({ IvrUserId }) =>
      IVR_USER_ID_PATTERN.test(IvrUserId.trim())
        ? {}
        : { IvrUserId: localizeMessage(catalogue, 'ERROR_SPECIAL_CHARS') },
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: userQuery(user.Id).queryKey });

  const submit = form.onSubmit(async ({ IvrUserId }) => {
    const removing = IvrUserId.trim() === '';
    if (removing && !(await dialogs.confirm({ message: t('backoffice.users.confirmRemoveIvr') }))) return;
    try {
      const assigned = await assignIvrCall(user.Id, IvrUserId.trim());
      setPin(assigned.Pin);
      form.setValues({ IvrUserId: assigned.IvrUserId ?? '' });
      notifications.show({
        color: 'green',
        message: t(removing ? 'backoffice.users.done.ivrRemoved' : 'backoffice.users.done.ivr'),
      });
      await refresh();
    } catch (error) {
      // The spec's key for an id someone else holds reads "the user is in use": say what it means here.
      if (errorKeyOf(error) === 'ERROR_USER_USED_CHANGE')
        form.showServerErrors({ IvrUserId: t('backoffice.users.ivrIdTaken') });
      else showServerRefusal(form, catalogue, error, {}, WIRE_FIELDS);
    }
  });
  const stepUp = useStepUp();
  const resetPin = useMutation({
    // The new PIN is shown here: a credential revealed, so a stale second factor is asked again.
    mutationFn: () => stepUp.run(() => resetIvrPinCall(user.Id)),
    onSuccess: (reset) => setPin(reset.Pin),
    onError: (error) => notifications.show({ color: 'red', message: apiErrorText(catalogue, error) }),
  });
  const confirmResetPin = async () => {
    if (await dialogs.confirm({ message: t('backoffice.users.confirmResetPin') })) resetPin.mutate();
  };
  const unchanged = form.values.IvrUserId.trim() === (user.IvrUserId ?? '');

  return (
    <>
      {stepUp.modal}
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Title order={2} size="h3">
            {t('backoffice.users.ivr')}
          </Title>
          <ErrorAlert error={form.failure} />
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t('backoffice.users.ivrUserId')}
              description={t('backoffice.users.ivrHint')}
              w={{ base: '100%', xs: 320 }}
              maxLength={IVR_USER_ID_MAX}
              autoComplete="off"
              spellCheck={false}
              {...form.getInputProps('IvrUserId')}
            />
            <Button type="submit" variant="light" disabled={unchanged} loading={form.submitting}>
              {t('backoffice.users.saveIvr')}
            </Button>
            {user.IvrUserId && (
              <Button variant="default" loading={resetPin.isPending} onClick={() => void confirmResetPin()}>
                {t('backoffice.users.resetPin')}
              </Button>
            )}
          </Group>
          {pin && (
            <Alert color="blue" role="status" maw={520}>
              <Text size="sm">{t('backoffice.users.pinOnce')}</Text>
              <Group gap="xs" mt={4}>
                <Code fz="lg" data-testid="ivr-pin">
                  {pin}
                </Code>
                <CopyValueButton value={pin} label={t('backoffice.users.copyPin')} />
              </Group>
            </Alert>
          )}
        </Stack>
      </form>
    </>
  );
}
