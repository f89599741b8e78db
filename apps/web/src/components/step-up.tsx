import { Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../lib/error-text';
import { alertModalWidth } from '../lib/modal-sizes';
import { secondFactorQuery } from '../lib/session/second-factor-calls';
import { SecondFactorProof, type SecondFactors } from './second-factor-proof';

/** When the user's factors cannot be read, the dialog asks for a code, as it always could. */
const CODE_ONLY: SecondFactors = { Totp: { Active: true, Since: null }, Passkeys: [], RecoveryCodesLeft: 0 };

/** What the dialog asks for, by the factors the user has. */
function stepUpTextKey({ Totp, Passkeys }: SecondFactors) {
  if (Passkeys.length === 0) return 'security.stepUp.text';
  return Totp.Active ? 'security.stepUp.textBoth' : 'security.stepUp.textPasskey';
}

export interface StepUp {
  /**
   * Runs `call`; when the server asks for the second factor again first (ERROR_STEP_UP_REQUIRED), the
   * dialog asks for a code or a passkey (those the user has), proves it, and the call runs once more. Cancelled, the call's refusal is
   * thrown as it came, for the caller to show as any other.
   */
  run: <T>(call: () => Promise<T>) => Promise<T>;
  /** The dialog, to render once where the caller is. */
  modal: ReactNode;
}

/**
 * Sensitive actions (decision 078: the back office's role changes, for now) ask for the second factor
 * again when its last proof is too old. The page does not have to know which calls do: it runs them
 * through `run`, and the user sees the question only when the server asks it.
 */
export function useStepUp(): StepUp {
  const { t } = useTranslation('security');
  const { t: shell } = useTranslation();
  const { width } = useViewportSize();
  const [asking, setAsking] = useState(false);
  // The user's factors, read when the dialog opens: it offers a passkey to those who have one.
  const state = useQuery({ ...secondFactorQuery, enabled: asking });
  // The open question's answer: true once proven, false when the user gives up.
  const pending = useRef<((proven: boolean) => void) | undefined>(undefined);

  // A page left with the question open: the call it waits for gives up.
  useEffect(() => () => pending.current?.(false), []);

  const settle = (proven: boolean) => {
    pending.current?.(proven);
    pending.current = undefined;
    setAsking(false);
  };

  const run = useCallback(async <T,>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (errorKeyOf(error) !== 'ERROR_STEP_UP_REQUIRED') throw error;
      const proven = await new Promise<boolean>((resolve) => {
        pending.current = resolve;
        setAsking(true);
      });
      if (!proven) throw error;
      return call();
    }
  }, []);

  const modal = (
    <Modal
      opened={asking}
      onClose={() => settle(false)}
      title={t('security.stepUp.title')}
      size={alertModalWidth(width)}
      centered
      // A half-typed code must not be lost to a stray click next to the dialog.
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': shell('shell.close') }}
    >
      {asking && (
        <Stack gap="md">
          {state.isPending ? (
            <Loader role="status" size="sm" aria-label={t('security.loading')} />
          ) : (
            <>
              <Text size="sm">{t(stepUpTextKey(state.data ?? CODE_ONLY))}</Text>
              <SecondFactorProof
                factors={state.data ?? CODE_ONLY}
                autoFocus
                submitLabel={t('security.stepUp.confirm')}
                onProven={() => settle(true)}
                secondary={
                  <Button variant="default" onClick={() => settle(false)}>
                    {t('security.stepUp.cancel')}
                  </Button>
                }
              />
            </>
          )}
        </Stack>
      )}
    </Modal>
  );

  return { run, modal };
}
