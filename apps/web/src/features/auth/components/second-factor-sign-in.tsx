import '@mantine/core/styles/Radio.layer.css';
import { Anchor, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import type { SecondFactorStep } from '@sportello/contracts/auth/second-factor.values';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondFactorProof, type SecondFactors } from '../../../components/second-factor-proof';
import { passkeysSupported } from '../../../lib/webauthn';
import { PasskeyEnrolment } from './passkey-enrolment';
import { TotpEnrolment } from './totp-enrolment';

export interface SecondFactorSignInProps {
  /** What the sign-in still has to prove: a factor the account has, or setting one up. */
  step: SecondFactorStep;
  /** The factors the account has: the proofs the verify step offers. */
  factors: SecondFactors;
  /**
   * The sign-in is complete: the page moves on (its form stays busy until then). `recoveryCodeUsed`:
   * a recovery code proved it, one fewer is left.
   */
  onComplete: (outcome: { recoveryCodeUsed: boolean }) => Promise<void>;
  /** "Sign out": ends the waiting sign-in. */
  onSignOut: () => void;
  signingOut: boolean;
}

/** The title of the sign-in's second step (the page's and the tab's). */
export function secondFactorStepTitleKey(step: SecondFactorStep) {
  return step === 'verify' ? 'security.title' : 'security.signIn.enrolTitle';
}

/** What the verify step says it needs, by the factors the account has. */
function verifyTextKey({ Totp, Passkeys }: SecondFactors) {
  if (!Totp.Active && Passkeys.length > 0) return 'security.signIn.verifyPasskeyText';
  return Totp.Active && Passkeys.length > 0 ? 'security.signIn.verifyBothText' : 'security.signIn.verifyText';
}

/**
 * The sign-in's second step (decision 078), after the password: a proof of a factor the account has
 * (the authenticator's code, a passkey, a recovery code), or, when the account must have a second
 * factor and has none, setting one up: an authenticator app or a passkey.
 */
export function SecondFactorSignIn({
  step,
  factors,
  onComplete,
  onSignOut,
  signingOut,
}: SecondFactorSignInProps) {
  const { t } = useTranslation('security');
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={560} mx="auto">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t(secondFactorStepTitleKey(step))}
          </Title>
          <Text c="dimmed">
            {step === 'verify' ? t(verifyTextKey(factors)) : t('security.signIn.enrolText')}
          </Text>
        </Stack>
        {step === 'verify' ? (
          <SecondFactorProof
            factors={factors}
            autoFocus
            submitLabel={t('security.signIn.verify')}
            onProven={onComplete}
          />
        ) : (
          <Enrolment onDone={() => void onComplete({ recoveryCodeUsed: false })} />
        )}
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={onSignOut}
          disabled={signingOut}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('security.signIn.signOut')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

type Kind = 'app' | 'passkey';

/**
 * The set-up the account requires: an authenticator app (the default, as every phone can) or a
 * passkey, where the browser knows them. Once the factor is added the choice goes: the recovery
 * codes on screen must not be lost to a change of mind.
 */
function Enrolment({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('security');
  const [kind, setKind] = useState<Kind>('app');
  const [added, setAdded] = useState(false);
  const choice = passkeysSupported() && !added && (
    <Radio.Group label={t('security.enrol.choice')} value={kind} onChange={(value) => setKind(value as Kind)}>
      <Stack gap="xs" mt="xs">
        <Radio
          value="app"
          label={t('security.enrol.choiceApp')}
          description={t('security.enrol.choiceAppHint')}
        />
        <Radio
          value="passkey"
          label={t('security.enrol.choicePasskey')}
          description={t('security.enrol.choicePasskeyHint')}
        />
      </Stack>
    </Radio.Group>
  );
  return (
    <Stack gap="lg">
      {choice}
      {kind === 'app' ? (
        <TotpEnrolment onConfirmed={() => setAdded(true)} onDone={onDone} />
      ) : (
        <PasskeyEnrolment onRegistered={() => setAdded(true)} onDone={onDone} />
      )}
    </Stack>
  );
}
