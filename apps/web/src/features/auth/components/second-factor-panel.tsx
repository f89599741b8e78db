import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SecondFactorState } from '@sportello/contracts/auth/second-factor.contract';
import { formatDate } from '@sportello/contracts/common/dates';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { SecondFactorCodeForm } from '../../../components/second-factor-code-form';
import { secondFactorQuery } from '../../../lib/session/second-factor-calls';
import { passkeysSupported } from '../../../lib/webauthn';
import { removeTotpCall, renewRecoveryCodesCall } from '../api/second-factor-calls';
import { PasskeyEnrolment } from './passkey-enrolment';
import { PasskeyList } from './passkey-list';
import { RecoveryCodes } from './recovery-codes';
import { TotpEnrolment } from './totp-enrolment';

/** What the panel shows below its status: nothing more, or one of the actions under way. */
type Action =
  | { kind: 'none' }
  | { kind: 'enrol' }
  | { kind: 'add-passkey' }
  | { kind: 'remove' }
  | { kind: 'renew' }
  | { kind: 'codes'; codes: string[] };

/** Since when the account has a second factor: its oldest one (the app's or a passkey's). */
function activeSince({ Totp, Passkeys }: SecondFactorState): string | null {
  const dates = [Totp.Active ? Totp.Since : null, ...Passkeys.map((key) => key.CreatedAt)].filter(
    (date): date is string => date !== null,
  );
  return dates.sort((a, b) => Date.parse(a) - Date.parse(b))[0] ?? null;
}

/**
 * The profile's two-step verification (decision 078): whether it is on and since when (an
 * authenticator app or a passkey turns it on), the recovery codes left; the authenticator app (set
 * up as at the sign-in, removed once a code confirms it), the passkeys and security keys (listed,
 * added, renamed, removed), new recovery codes. An account that must keep it (staff, or a company
 * that requires it) is told so, and is not offered to remove its last factor.
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
    if (state.isPending) return <Loader role="status" size="sm" aria-label={t('security.loading')} />;
    if (state.isError) return <ErrorAlert error={state.error} />;
    const { Totp, Passkeys, RecoveryCodesLeft, Required } = state.data;
    const hasPasskeys = Passkeys.length > 0;
    const active = Totp.Active || hasPasskeys;
    const since = activeSince(state.data);
    // Without the app, the codes are proven by one of them: none left, none to renew with (the
    // server takes a code, not a passkey, for this).
    const canRenew = active && (Totp.Active || RecoveryCodesLeft > 0);
    const status = (
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Badge color={active ? 'teal' : 'gray'} variant="light" style={{ textTransform: 'none' }}>
            {!active
              ? t('security.profile.inactive')
              : since
                ? t('security.profile.activeSince', { date: formatDate(since) })
                : t('security.profile.active')}
          </Badge>
        </Group>
        {Required && <Text size="sm">{t('security.profile.required')}</Text>}
        {active && (
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
      case 'add-passkey':
        return (
          <Stack gap="sm">
            <Title order={3} size="h5">
              {t('security.passkeys.add')}
            </Title>
            <PasskeyEnrolment
              headingOrder={3}
              onCancel={close}
              onRegistered={() => {
                notifications.show({ color: 'green', message: t('security.passkeys.added') });
                void reload();
              }}
              onDone={close}
            />
          </Stack>
        );
      case 'codes':
        return <RecoveryCodes headingOrder={3} codes={action.codes} onContinue={close} />;
      case 'renew':
        return (
          <Stack gap="sm">
            {status}
            <Text size="sm">
              {Totp.Active ? t('security.profile.renewText') : t('security.profile.renewTextRecovery')}
            </Text>
            <SecondFactorCodeForm
              allowRecovery
              recoveryOnly={!Totp.Active}
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
            <Text size="sm">
              {hasPasskeys ? t('security.profile.removeAppText') : t('security.profile.removeText')}
            </Text>
            <SecondFactorCodeForm
              allowRecovery
              autoFocus
              submitLabel={
                hasPasskeys ? t('security.profile.removeAppSubmit') : t('security.profile.removeSubmit')
              }
              secondary={cancel}
              onSubmit={async (code) => {
                await removeTotpCall(code);
                notifications.show({
                  color: 'green',
                  message: hasPasskeys ? t('security.profile.appRemoved') : t('security.profile.removed'),
                });
                close();
                await reload();
              }}
            />
          </Stack>
        );
      default:
        return (
          <Stack gap="md">
            {status}
            <Stack gap="xs" component="section" aria-labelledby="second-factor-app-title">
              <Title order={3} size="h5" id="second-factor-app-title">
                {t('security.profile.appTitle')}
              </Title>
              <Text size="sm" c="dimmed">
                {Totp.Active
                  ? Totp.Since
                    ? t('security.profile.appSince', { date: formatDate(Totp.Since) })
                    : t('security.profile.appOn')
                  : t('security.profile.appOff')}
              </Text>
              <Group gap="sm" wrap="wrap">
                {!Totp.Active && (
                  <Button
                    variant={active ? 'default' : 'filled'}
                    onClick={() => setAction({ kind: 'enrol' })}
                  >
                    {active ? t('security.profile.addApp') : t('security.profile.activate')}
                  </Button>
                )}
                {/* The last factor of an account that must have one stays. */}
                {Totp.Active && (!Required || hasPasskeys) && (
                  <Button variant="subtle" color="red" onClick={() => setAction({ kind: 'remove' })}>
                    {hasPasskeys ? t('security.profile.removeApp') : t('security.profile.remove')}
                  </Button>
                )}
              </Group>
            </Stack>
            <Stack gap="xs" component="section" aria-labelledby="second-factor-passkeys-title">
              <Title order={3} size="h5" id="second-factor-passkeys-title">
                {t('security.passkeys.title')}
              </Title>
              <PasskeyList passkeys={Passkeys} onChanged={reload} />
              {passkeysSupported() ? (
                <Button
                  variant="default"
                  style={{ alignSelf: 'flex-start' }}
                  onClick={() => setAction({ kind: 'add-passkey' })}
                >
                  {t('security.passkeys.add')}
                </Button>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('security.passkeys.unsupported')}
                </Text>
              )}
            </Stack>
            {canRenew && (
              <Button
                variant="default"
                style={{ alignSelf: 'flex-start' }}
                onClick={() => setAction({ kind: 'renew' })}
              >
                {t('security.profile.renew')}
              </Button>
            )}
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
