import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDate } from '@sportello/contracts/common/dates';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { SecondFactorCodeForm } from '../../../components/second-factor-code-form';
import { removeTotpCall, renewRecoveryCodesCall, secondFactorQuery } from '../api/second-factor-calls';
import { RecoveryCodes } from './recovery-codes';
import { TotpEnrolment } from './totp-enrolment';

/** What the panel shows below its status: nothing more, or one of the actions under way. */
type Action =
  | { kind: 'none' }
  | { kind: 'enrol' }
  | { kind: 'remove' }
  | { kind: 'renew' }
  | { kind: 'codes'; codes: string[] };

/**
 * The profile's two-step verification (decision 078): whether it is on and since when, the recovery
 * codes left; turning it on (the same set-up as the sign-in's), making new recovery codes and turning
 * it off, each of the last two confirmed by a code. An account that must keep it (staff, or a company
 * that requires it) is told so, and is not offered to turn it off.
 */
export function SecondFactorPanel() {
  const { t } = useTranslation('security');
  const queryClient = useQueryClient();
  const state = useQuery(secondFactorQuery);
  const [action, setAction] = useState<Action>({ kind: 'none' });
  const close = () => setAction({ kind: 'none' });
  const reload = () => queryClient.invalidateQueries({ queryKey: secondFactorQuery.queryKey });

  const cancel = (
    <Button variant="default" onClick={close}>
      {t('security.profile.cancel')}
    </Button>
  );

  const body = () => {
    if (state.isPending) return <Loader size="sm" aria-label={t('security.loading')} />;
    if (state.isError) return <ErrorAlert error={state.error} />;
    const { Totp, RecoveryCodesLeft, Required } = state.data;
    const status = (
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Badge color={Totp.Active ? 'teal' : 'gray'} variant="light" style={{ textTransform: 'none' }}>
            {!Totp.Active
              ? t('security.profile.inactive')
              : Totp.Since
                ? t('security.profile.activeSince', { date: formatDate(Totp.Since) })
                : t('security.profile.active')}
          </Badge>
        </Group>
        {Required && <Text size="sm">{t('security.profile.required')}</Text>}
        {Totp.Active && (
          <Text size="sm" c={RecoveryCodesLeft <= 2 ? 'orange.8' : 'dimmed'}>
            {t('security.profile.codesLeft', { count: RecoveryCodesLeft })}
          </Text>
        )}
      </Stack>
    );

    switch (action.kind) {
      case 'enrol':
        return (
          <TotpEnrolment
            headingOrder={3}
            onCancel={close}
            onConfirmed={() => {
              notifications.show({ color: 'green', message: t('security.profile.activated') });
              void reload();
            }}
            onDone={close}
          />
        );
      case 'codes':
        return <RecoveryCodes headingOrder={3} codes={action.codes} onContinue={close} />;
      case 'renew':
        return (
          <Stack gap="sm">
            {status}
            <Text size="sm">{t('security.profile.renewText')}</Text>
            <SecondFactorCodeForm
              allowRecovery
              autoFocus
              submitLabel={t('security.profile.renewSubmit')}
              secondary={cancel}
              onSubmit={async (code) => {
                const { RecoveryCodes: codes } = await renewRecoveryCodesCall(code);
                setAction({ kind: 'codes', codes });
                await reload();
              }}
            />
          </Stack>
        );
      case 'remove':
        return (
          <Stack gap="sm">
            {status}
            <Text size="sm">{t('security.profile.removeText')}</Text>
            <SecondFactorCodeForm
              allowRecovery
              autoFocus
              submitLabel={t('security.profile.removeSubmit')}
              secondary={cancel}
              onSubmit={async (code) => {
                await removeTotpCall(code);
                notifications.show({ color: 'green', message: t('security.profile.removed') });
                close();
                await reload();
              }}
            />
          </Stack>
        );
      default:
        return (
          <Stack gap="sm">
            {status}
            <Group gap="sm" wrap="wrap">
              {!Totp.Active && (
                <Button onClick={() => setAction({ kind: 'enrol' })}>{t('security.profile.activate')}</Button>
              )}
              {Totp.Active && (
                <Button variant="default" onClick={() => setAction({ kind: 'renew' })}>
                  {t('security.profile.renew')}
                </Button>
              )}
              {Totp.Active && !Required && (
                <Button variant="subtle" color="red" onClick={() => setAction({ kind: 'remove' })}>
                  {t('security.profile.remove')}
                </Button>
              )}
            </Group>
          </Stack>
        );
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="second-factor-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="second-factor-title">
          {t('security.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('security.profile.intro')}
        </Text>
        {body()}
      </Stack>
    </Paper>
  );
}
