import { Button, Center, Group, Stack, Text } from '@mantine/core';
import type { TotpEnrolment as Enrolment } from '@sportello/contracts/auth/second-factor.contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyValueButton } from '../../../components/copy-value-button';
import { ErrorAlert } from '../../../components/error-alert';
import { SecondFactorCodeForm } from '../../../components/second-factor-code-form';
import { confirmTotpCall, startTotpCall } from '../api/second-factor-calls';
import { RecoveryCodes } from './recovery-codes';

/** The QR code's side on screen: large enough for any phone's camera, small enough for a 375 px page. */
const QR_SIZE = 208;

/** A base32 secret in groups of four, as authenticator apps ask it to be typed. */
export const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

type Stage = { kind: 'start' } | { kind: 'scan'; enrolment: Enrolment } | { kind: 'codes'; codes: string[] };

export interface TotpEnrolmentProps {
  /** Set up, and the recovery codes saved: the page goes on. */
  onDone: () => void;
  /** The authenticator is confirmed (the recovery codes are on screen next). */
  onConfirmed?: () => void;
  /** Gives up before the authenticator is confirmed (the profile); absent where it is required. */
  onCancel?: () => void;
  /** The level of the recovery codes' heading (see RecoveryCodes). */
  headingOrder?: 2 | 3;
}

/**
 * Adding an authenticator app (decision 078), the same on the sign-in's second step and in the
 * profile: a new secret, shown as a QR code and as text, confirmed by the app's first code; then the
 * recovery codes, shown once.
 */
export function TotpEnrolment({ onDone, onConfirmed, onCancel, headingOrder }: TotpEnrolmentProps) {
  const { t } = useTranslation('security');
  const [stage, setStage] = useState<Stage>({ kind: 'start' });
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<unknown>(undefined);

  const cancel = onCancel && (
    <Button variant="default" onClick={onCancel}>
      {t('security.profile.cancel')}
    </Button>
  );

  const start = async () => {
    setStarting(true);
    setFailure(undefined);
    try {
      setStage({ kind: 'scan', enrolment: await startTotpCall() });
    } catch (error) {
      setFailure(error);
    } finally {
      setStarting(false);
    }
  };

  if (stage.kind === 'codes')
    return <RecoveryCodes codes={stage.codes} onContinue={onDone} headingOrder={headingOrder} />;

  if (stage.kind === 'start')
    return (
      <Stack gap="sm">
        <Text size="sm">{t('security.enrol.intro')}</Text>
        <ErrorAlert error={failure} />
        <Group gap="sm" wrap="wrap">
          <Button loading={starting} onClick={() => void start()}>
            {t('security.enrol.start')}
          </Button>
          {cancel}
        </Group>
      </Stack>
    );

  const { QrCode, Secret } = stage.enrolment;
  return (
    <Stack gap="md">
      <Text size="sm" fw={600}>
        {t('security.enrol.scan')}
      </Text>
      <Center>
        <img
          src={QrCode}
          alt={t('security.enrol.qrAlt')}
          width={QR_SIZE}
          height={QR_SIZE}
          style={{ maxWidth: '100%', height: 'auto', background: 'white', padding: 8, borderRadius: 8 }}
        />
      </Center>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t('security.enrol.manual')}
        </Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Text ff="monospace" fw={600} style={{ wordBreak: 'break-word', letterSpacing: '0.05em' }}>
            {groupedSecret(Secret)}
          </Text>
          <CopyValueButton value={Secret} label={t('security.enrol.copySecret')} />
        </Group>
      </Stack>
      <Text size="sm" fw={600}>
        {t('security.enrol.confirmStep')}
      </Text>
      <SecondFactorCodeForm
        submitLabel={t('security.enrol.confirm')}
        onSubmit={async (code) => {
          const { RecoveryCodes: codes } = await confirmTotpCall(code);
          onConfirmed?.();
          setStage({ kind: 'codes', codes });
        }}
        secondary={cancel}
      />
    </Stack>
  );
}
