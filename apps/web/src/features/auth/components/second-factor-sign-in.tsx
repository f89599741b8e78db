import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { SecondFactorStep } from '@sportello/contracts/auth/second-factor.values';
import { useTranslation } from 'react-i18next';
import { SecondFactorCodeForm } from '../../../components/second-factor-code-form';
import { proveSecondFactor } from '../../../lib/session/second-factor-calls';
import { TotpEnrolment } from './totp-enrolment';

export interface SecondFactorSignInProps {
  /** What the sign-in still has to prove: a code of the authenticator it has, or setting one up. */
  step: SecondFactorStep;
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

/**
 * The sign-in's second step (decision 078), after the password: the authenticator's code (or a
 * recovery code), or, when the account must have a second factor and has none, setting one up.
 */
export function SecondFactorSignIn({ step, onComplete, onSignOut, signingOut }: SecondFactorSignInProps) {
  const { t } = useTranslation('security');
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={560} mx="auto">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t(secondFactorStepTitleKey(step))}
          </Title>
          <Text c="dimmed">
            {step === 'verify' ? t('security.signIn.verifyText') : t('security.signIn.enrolText')}
          </Text>
        </Stack>
        {step === 'verify' ? (
          <SecondFactorCodeForm
            allowRecovery
            autoFocus
            submitLabel={t('security.signIn.verify')}
            onSubmit={async (code) => {
              const { RecoveryCodeUsed } = await proveSecondFactor(code);
              await onComplete({ recoveryCodeUsed: RecoveryCodeUsed });
            }}
          />
        ) : (
          <TotpEnrolment onDone={() => void onComplete({ recoveryCodeUsed: false })} />
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
