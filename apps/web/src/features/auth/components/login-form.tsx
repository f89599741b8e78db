import { Button, Stack } from '@mantine/core';
import type { LoginResult, PortalSettings } from '@sportello/contracts/auth/login.contract';
import { localizeMessage } from '@sportello/i18n/translate';
import { IconFingerprint } from '@tabler/icons-react';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CredentialFields, useCredentialFields } from '../../../components/credential-fields';
import { SignInFailureAlert } from '../../../components/sign-in-failure-alert';
import { paths, RETURN_URL_PARAM } from '../../../config/paths';
import { assignLocation, EXTERNAL_REDIRECT_DELAY_MS } from '../../../lib/browser-location';
import { customerHubOf, saysItRedirects } from '../../../lib/customer-hub';
import { apiErrorText, errorDetailOf, errorKeyOf } from '../../../lib/error-text';
import { withLanguageParam, withReturnParam } from '../../../lib/return-url';
import { signIn, signInWithPasskey, signOut } from '../../../lib/session/sign-in-calls';
import { useTexts } from '../../../lib/translator';
import { useHydrated } from '../../../lib/use-hydrated';
import { PasskeyPromptError, passkeysSupported } from '../../../lib/webauthn';
import { fetchCompanyLocalLogin } from '../api/auth-calls';

export interface LoginFormProps {
  /**
   * `?lgt=l` (spec §2): only the local user-name-and-password form; the page then leaves out the
   * single-sign-on buttons (see SsoButtons).
   */
  localOnly: boolean;
  /**
   * The sign-in is complete: the page moves on (decision 050: within the app, or by loading it). The
   * form stays busy until then; false means the page stays, and the form can be used again.
   */
  onSignedIn: (result: LoginResult) => Promise<boolean>;
  /** The portal's public settings, fetched if need be: where a refused sign-in sends the browser. */
  loadSettings: () => Promise<PortalSettings>;
  /**
   * The user's company requires its identity provider (ForceTsid): the page sends the browser there.
   * False when it cannot (no provider configured): the refusal then stays on screen.
   */
  onSsoRequired?: () => boolean;
  /** The page to go to once signed in (`returnUrl`), kept through the sign-in's second step. */
  returnPath?: string;
}

/** Spec §4: a notice stays readable for 3 s before the browser leaves for the identity provider. */
export const SSO_REQUIRED_DELAY_MS = 3000;

// Loaded the first time a sign-in needs the parent choice, not with the sign-in page (decision 022).
const ParentChoiceModal = lazy(() =>
  import('../../../components/parent-choice-modal').then((m) => ({ default: m.ParentChoiceModal })),
);

/** Errors after which the browser leaves for another site (spec §8), and the setting that names it. */
const EXTERNAL_REDIRECTS = {
  ERROR_NOT_ALLOWED_MAINTENANCE: 'MaintenanceUrl',
  ERROR_LOGIN_MIGRATE: 'CustomerHubUrl',
} as const;

function isExternalRedirect(key: string | undefined): key is keyof typeof EXTERNAL_REDIRECTS {
  return key !== undefined && Object.hasOwn(EXTERNAL_REDIRECTS, key);
}

/**
 * The local sign-in (spec §4 Login): idle, then busy while signing in (the busy flag blocks double
 * submits, Enter included). With several company parents the sign-in waits for the choice in a modal;
 * cancelling it ends the pending server session. The page around it decides where to go once the
 * session exists.
 */
export function LoginForm({
  localOnly,
  onSignedIn,
  loadSettings,
  onSsoRequired,
  returnPath,
}: LoginFormProps) {
  const { t, errors } = useTexts('login');
  const credentials = useCredentialFields();
  const hydrated = useHydrated();
  const [error, setError] = useState<unknown>(undefined);
  const [busy, setBusy] = useState(false);
  // The sign-in under way is the passkey's (decision 078): its button shows it, not the form's.
  const [withPasskey, setWithPasskey] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  // The company-access check after a refused local sign-in failed (spec §8 ERROR_COMPANY_ACCESS_CHECK).
  const [accessCheckFailed, setAccessCheckFailed] = useState(false);
  // The company requires its identity provider: the notice says where the browser is going.
  const [ssoRequired, setSsoRequired] = useState(false);
  const [pending, setPending] = useState<LoginResult | undefined>(undefined);
  const [choosing, setChoosing] = useState<string | undefined>(undefined);
  // Once shown, the choice stays mounted, so that it can play its closing transition.
  const [choiceNeeded, setChoiceNeeded] = useState(false);
  // A ref, not the state: two Enter presses in the same tick both see the state before the re-render.
  const busyRef = useRef(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  // Pre-rendered (decision 044), the fields can be typed in before the script runs; React keeps what
  // was typed on screen when it takes the page over, and the form's values take it from there, once:
  // afterwards the fields show the values (`setValues` is a new function on every render).
  const formRef = useRef<HTMLFormElement>(null);
  const typedBeforeScript = useRef(true);
  const { setValues } = credentials.form;
  useEffect(() => {
    if (!typedBeforeScript.current) return;
    typedBeforeScript.current = false;
    const typed = (name: string) => {
      const field = formRef.current?.elements.namedItem(name);
      return field instanceof HTMLInputElement ? field.value : '';
    };
    const entered = { userName: typed('username'), password: typed('password') };
    if (entered.userName || entered.password) setValues(entered);
  }, [setValues]);

  const begin = () => {
    if (busyRef.current) return false;
    busyRef.current = true;
    setBusy(true);
    return true;
  };
  const end = () => {
    busyRef.current = false;
    setBusy(false);
    setWithPasskey(false);
  };

  const complete = async (result: LoginResult) => {
    if (result.SecondFactor) {
      // Decision 078: the password is proven, the second factor not yet. Its page is the app's, so the
      // browser loads it (this page may be the pre-rendered one, without the app), in the user's
      // language; the form stays busy meanwhile.
      const page = returnPath
        ? withReturnParam(paths.secondFactor, RETURN_URL_PARAM, returnPath)
        : paths.secondFactor;
      assignLocation(withLanguageParam(page, result.Language.Id));
      return;
    }
    // Normally the page has moved on by the time this resolves; if it stays, the user may try again.
    if (!(await onSignedIn(result))) end();
  };

  const fail = (failure: unknown) => {
    setError(failure);
    const key = errorKeyOf(failure);
    if (isExternalRedirect(key)) {
      void leaveFor(EXTERNAL_REDIRECTS[key], failure);
      return;
    }
    end();
    if (key === 'ERROR_INVALID_PASSWORD') credentials.selectPassword();
    if (key === 'ERROR_LOCAL_LOGIN_DISABLED') void checkCompanyAccess(errorDetailOf(failure));
  };

  /**
   * The password was right, but the company signs in through its identity provider: its local-login
   * info (spec §3, by the VAT number the refusal carries) says whether the provider is required, in
   * which case the browser goes there after the notice; otherwise the single-sign-on buttons remain.
   */
  const checkCompanyAccess = async (vatCode: string | undefined) => {
    try {
      if (!vatCode) throw new Error('no VAT number in the refusal');
      const info = await fetchCompanyLocalLogin(vatCode);
      if (!info.ForceTsid || !onSsoRequired) return;
      setSsoRequired(true);
      setRedirecting(true);
      redirectTimer.current = setTimeout(() => {
        if (onSsoRequired()) return;
        setRedirecting(false);
        setSsoRequired(false);
      }, SSO_REQUIRED_DELAY_MS);
    } catch {
      setAccessCheckFailed(true);
    }
  };

  /**
   * Spec §8: the message stays readable for 2 s, then the browser goes to the configured page — for
   * a migrated company, to its own hub when the answer names one.
   */
  const leaveFor = async (
    setting: (typeof EXTERNAL_REDIRECTS)[keyof typeof EXTERNAL_REDIRECTS],
    failure: unknown,
  ) => {
    setRedirecting(true);
    const started = Date.now();
    try {
      const settings = await loadSettings();
      const target = customerHubOf(failure, settings[setting]);
      const wait = Math.max(0, EXTERNAL_REDIRECT_DELAY_MS - (Date.now() - started));
      redirectTimer.current = setTimeout(() => assignLocation(target), wait);
    } catch {
      // Without the settings there is nowhere to send the user; the message stays on screen.
      setRedirecting(false);
      end();
    }
  };

  /** The user is proven (password or passkey): the parent choice, when several, then on. */
  const proceed = async (result: LoginResult) => {
    if (result.ParentCode === null && result.Company.CompanyParents.length > 1) {
      // The server keeps a pending session until a parent is chosen.
      setPending(result);
      setChoiceNeeded(true);
      return;
    }
    await complete(result);
  };

  const send = credentials.onSubmit(async (entered) => {
    if (!begin()) return;
    try {
      await proceed(await signIn(entered));
    } catch (failure) {
      fail(failure);
    }
  });

  /** Decision 078: a passkey allowed to sign in is both factors, the password is not asked. */
  const sendPasskey = async () => {
    if (!begin()) return;
    setError(undefined);
    setAccessCheckFailed(false);
    setWithPasskey(true);
    try {
      await proceed(await signInWithPasskey());
    } catch (failure) {
      fail(failure);
    }
  };

  const chooseParent = async (vatCode: string) => {
    if (!pending || choosing) return;
    setChoosing(vatCode);
    try {
      const result = await signIn({ UserName: pending.UserName, ParentCode: vatCode });
      setPending(undefined);
      await complete(result);
    } catch (failure) {
      setPending(undefined);
      fail(failure);
    } finally {
      setChoosing(undefined);
    }
  };

  // Every attempt clears the last refusal, also one that stops at an empty field: the alert would
  // otherwise speak of a password that is no longer there.
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!busyRef.current) {
      setError(undefined);
      setAccessCheckFailed(false);
    }
    send(event);
  };

  const cancelParentChoice = async () => {
    setPending(undefined);
    try {
      // The pending server session would otherwise linger until it expires.
      await signOut();
    } catch {
      // Nothing to tell: the pending session cannot be used without the parent choice anyway.
    } finally {
      end();
    }
  };

  const message =
    error === undefined
      ? undefined
      : ssoRequired
        ? t('login.ssoRequired')
        : error instanceof PasskeyPromptError
          ? t('login.passkey.cancelled')
          : apiErrorText(errors, error);

  return (
    <>
      <form
        ref={formRef}
        onSubmit={handleSubmit}
        noValidate
        aria-busy={busy}
        data-local-only={localOnly || undefined}
      >
        <Stack gap="md">
          <CredentialFields form={credentials.form} busy={busy} />
          {/* Being sent elsewhere (a migrated company, maintenance) is news, not a mistake of the user:
              it reads as information, and says once that the page is about to change. */}
          {message !== undefined && (
            <SignInFailureAlert
              message={message}
              leaving={redirecting}
              next={
                redirecting && !ssoRequired && !saysItRedirects(errorKeyOf(error))
                  ? t('login.redirecting')
                  : undefined
              }
            />
          )}
          {accessCheckFailed && (
            <SignInFailureAlert
              message={localizeMessage(errors, 'ERROR_COMPANY_ACCESS_CHECK')}
              leaving={false}
            />
          )}
          {/* Pre-rendered (decision 044), the form is on screen before its script runs. Until then the
              button is disabled, which also stops Enter: the browser must never send the credentials
              itself (in the address, as a plain GET would), and a click must not seem to do nothing. */}
          <Button
            type="submit"
            loading={busy && !withPasskey}
            disabled={!hydrated || busy}
            fullWidth
            size="md"
          >
            {t('login.submit')}
          </Button>
          {/* Only where the browser knows passkeys; its library loads on the click (decision 050). */}
          {hydrated && passkeysSupported() && (
            <Button
              variant="default"
              fullWidth
              size="md"
              leftSection={<IconFingerprint size={18} stroke={1.6} aria-hidden />}
              loading={busy && withPasskey}
              disabled={busy}
              onClick={() => void sendPasskey()}
            >
              {t('login.passkey.signIn')}
            </Button>
          )}
        </Stack>
      </form>
      {choiceNeeded && (
        <Suspense fallback={null}>
          <ParentChoiceModal
            opened={pending !== undefined}
            parents={pending?.Company.CompanyParents ?? []}
            choosing={choosing}
            onChoose={(vatCode) => void chooseParent(vatCode)}
            onCancel={() => void cancelParentChoice()}
          />
        </Suspense>
      )}
    </>
  );
}
