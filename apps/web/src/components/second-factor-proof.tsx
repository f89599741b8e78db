import { Anchor, Button, Divider, Group, Stack, Text } from '@mantine/core';
import type { SecondFactorState } from '@sportello/contracts/auth/second-factor.contract';
import { IconFingerprint } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { provePasskey, proveSecondFactor } from '../lib/session/second-factor-calls';
import { passkeysSupported } from '../lib/webauthn';
import { PasskeyFailureAlert } from './passkey-failure-alert';
import { SecondFactorCodeForm } from './second-factor-code-form';

/** The factors an account has, which say what it may prove itself with. */
export type SecondFactors = Pick<SecondFactorState, 'Totp' | 'Passkeys' | 'RecoveryCodesLeft'>;

export interface SecondFactorProofProps {
  factors: SecondFactors;
  /** The code form's button ("Verifica", "Conferma"). */
  submitLabel: string;
  /**
   * Proven (the session is complete, or fresh again): the caller moves on, the form staying busy
   * until then. `recoveryCodeUsed`: a recovery code proved it, one fewer is left.
   */
  onProven: (outcome: { recoveryCodeUsed: boolean }) => Promise<void> | void;
  /** Beside the main action: a cancel button. */
  secondary?: ReactNode;
  /** The main action takes the focus when shown (a page or dialog about this proof alone). */
  autoFocus?: boolean;
}

/**
 * Proving the second factor (decision 078) with what the account has: the authenticator's code (or a
 * recovery code), and, when it has passkeys, "use a passkey". Without an authenticator app the
 * passkey is the main action and the field takes recovery codes only: an account with passkeys alone
 * is never asked for an app's code. Shared by the sign-in's second step and the step-up dialog.
 */
export function SecondFactorProof({
  factors,
  submitLabel,
  onProven,
  secondary,
  autoFocus = false,
}: SecondFactorProofProps) {
  const { t } = useTranslation('security');
  const [proving, setProving] = useState(false);
  const [failure, setFailure] = useState<unknown>(undefined);
  const [recoveryShown, setRecoveryShown] = useState(false);
  const hasApp = factors.Totp.Active;
  const hasPasskeys = factors.Passkeys.length > 0;
  const canUsePasskey = hasPasskeys && passkeysSupported();

  const provePasskeyNow = async () => {
    setProving(true);
    setFailure(undefined);
    try {
      await provePasskey();
      await onProven({ recoveryCodeUsed: false });
    } catch (error) {
      setFailure(error);
      setProving(false);
    }
  };

  const proveCode = async (code: string) => {
    const { RecoveryCodeUsed } = await proveSecondFactor(code);
    await onProven({ recoveryCodeUsed: RecoveryCodeUsed });
  };

  const passkeyButton = canUsePasskey && (
    <Button
      variant={hasApp ? 'default' : 'filled'}
      leftSection={<IconFingerprint size={18} stroke={1.6} aria-hidden />}
      loading={proving}
      onClick={() => void provePasskeyNow()}
      data-autofocus={(autoFocus && !hasApp) || undefined}
    >
      {t('security.passkey.use')}
    </Button>
  );

  if (hasApp)
    return (
      <Stack gap="sm">
        <SecondFactorCodeForm
          allowRecovery
          autoFocus={autoFocus}
          submitLabel={submitLabel}
          secondary={secondary}
          onSubmit={proveCode}
        />
        {passkeyButton && (
          <>
            <Divider label={t('security.passkey.or')} labelPosition="center" />
            {passkeyButton}
            <PasskeyFailureAlert error={failure} />
          </>
        )}
      </Stack>
    );

  // Passkeys only: the passkey first, a recovery code when the device is not at hand.
  const recoveryAllowed = factors.RecoveryCodesLeft > 0;
  return (
    <Stack gap="sm">
      {hasPasskeys && !canUsePasskey && <Text size="sm">{t('security.passkey.unsupported')}</Text>}
      {(passkeyButton || secondary) && (
        <Group gap="sm" wrap="wrap">
          {passkeyButton}
          {secondary}
        </Group>
      )}
      <PasskeyFailureAlert error={failure} />
      {recoveryAllowed &&
        (recoveryShown || !canUsePasskey ? (
          <SecondFactorCodeForm
            recoveryOnly
            autoFocus={recoveryShown || autoFocus}
            submitLabel={submitLabel}
            onSubmit={proveCode}
          />
        ) : (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => setRecoveryShown(true)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('security.code.useRecovery')}
          </Anchor>
        ))}
    </Stack>
  );
}
