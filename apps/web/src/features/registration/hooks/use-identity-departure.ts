import { useEffect, useRef, useState } from 'react';
import { encipherWizard } from '../api/registration-calls';
import { saveWizardCookie } from '../api/wizard-cookie';
import type { WizardSnapshot } from './wizard-snapshot';

/** Spec §4: the notice stays this long before the browser leaves for the identity provider. */
export const IDENTITY_REDIRECT_DELAY_MS = 3000;

/**
 * Spec §4, a company without local sign-in: a notice naming the company, then after 3 s the data
 * entered so far enciphered by the server into a cookie and the browser sent to the identity
 * provider (`onIdentityRequired`). The user may stay instead while the notice shows.
 */
export function useIdentityDeparture({
  onIdentityRequired,
  run,
  onFailure,
}: {
  onIdentityRequired: (() => void) | undefined;
  /** The wizard's busy guard, around the call that enciphers the data. */
  run: (work: () => Promise<void>) => Promise<void>;
  onFailure: (error: unknown) => void;
}) {
  /** The company whose identity provider the browser is about to leave for. */
  const [leavingFor, setLeavingFor] = useState<string | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const leave = (companyName: string, saved: WizardSnapshot) => {
    if (!onIdentityRequired) return;
    setLeavingFor(companyName);
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () =>
        void run(async () => {
          try {
            saveWizardCookie(await encipherWizard(saved));
            onIdentityRequired();
          } catch (error) {
            setLeavingFor(undefined);
            onFailure(error);
          }
        }),
      IDENTITY_REDIRECT_DELAY_MS,
    );
  };

  const stay = () => {
    clearTimeout(timer.current);
    setLeavingFor(undefined);
  };

  return { leavingFor, leave, stay };
}
