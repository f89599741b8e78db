import '@mantine/core/styles/Stepper.layer.css';
import { Alert, Button, Group, Stack, Stepper, Text } from '@mantine/core';
import type { LoginResult } from '@sportello/contracts/auth/login.contract';
import type { Disclaimer } from '@sportello/contracts/registration/disclaimers.contract';
import { isSecureCode } from '@sportello/contracts/rules/patterns';
import { localizeMessage } from '@sportello/i18n/translate';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptchaRequired, useFormCaptcha } from '../../../components/captcha-field';
import { useParentChoiceAfterSignIn } from '../../../components/parent-choice-after-sign-in';
import { personWireData } from '../../../components/person-data-fields';
import { privacyWireData } from '../../../components/privacy-fields';
import { ApiError } from '../../../lib/api-client';
import { availabilitiesQuery } from '../../../lib/availabilities-query';
import { apiErrorText, errorKeyOf } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { showServerErrorsByStep } from '../../../lib/use-portal-form';
import {
  boundIdentity,
  checkSecureCode,
  companyDisclaimers,
  decipherWizard,
  type IdentityPerson,
  registerUser,
  verifyCompany,
} from '../api/registration-calls';
import { takeWizardCookie } from '../api/wizard-cookie';
import { type CompanyInput, companyInputOf, useRegistrationForms } from '../hooks/registration-forms';
import { useIdentityDeparture } from '../hooks/use-identity-departure';
import { readSnapshot, snapshotOf, valuesOfSnapshot, type WizardSnapshot } from '../hooks/wizard-snapshot';
import { clampStep, KEY_FIELDS, WIRE_FIELDS } from '../hooks/wizard-steps';
import { CompanyStep } from './company-step';
import { PrivacyStep } from './privacy-step';
import { UserStep } from './user-step';

type VerifiedCompany = Awaited<ReturnType<typeof verifyCompany>>;
/**
 * A company step 0 verified, for the identifier and code it was verified with; `bySecureCode` when
 * that code was the secure code mailed to it (its first user, who becomes its administrator).
 */
type Verified = {
  input: CompanyInput;
  company: VerifiedCompany;
  disclaimers: Disclaimer[];
  bySecureCode: boolean;
};

/** The server's refusals of a registration whose identity is missing or has expired meanwhile. */
const IDENTITY_GONE = ['ERROR_LOCAL_LOGIN_DISABLED', 'ERROR_ISP_TOKEN'];

/**
 * The company check failed rather than answered (no answer, or the server's unexpected error): spec
 * §8's company-check message instead of the generic one. A cancelled call keeps its own message, and
 * every refusal with a key (the registry unreachable included) its own.
 */
const companyCheckFailed = (error: unknown) =>
  !(error instanceof ApiError && error.aborted) &&
  (errorKeyOf(error) === undefined || errorKeyOf(error) === 'ERROR_GENERIC');

export interface RegistrationWizardProps {
  /** The language the user registers in (the portal's current one), as its id. */
  languageId: number;
  /** Signed in (and the parent chosen, if there were several): the page moves on. */
  onRegistered: (result: LoginResult) => void;
  /** The company's identifier to start from (the secure code's e-mail links with it). */
  initialVatCode?: string;
  /**
   * Offered at step 0 to someone without a user code: the page's way to ask for a secure code, which
   * is mailed to the company and goes where the user code goes.
   */
  secureCodeRequest?: ReactNode;
  /**
   * Sends the browser to the identity provider, which brings it back to this page with the identity
   * bound (spec §4, a company without local sign-in). Absent when no provider is configured.
   */
  onIdentityRequired?: () => void;
}

/**
 * The registration wizard (spec §2, §4, §5): step 0 verifies the company and its user code, step 1
 * takes the user's data, step 2 the privacy acknowledgement, the disclaimers of the company's type
 * and the captcha. Each step is a form of its own (`useRegistrationForms`): its rules are checked
 * when the user moves on, and again by the server; every error is shown next to its field, the
 * first one focused, and a server refusal brings the user back to the step of that field.
 *
 * A company without local sign-in registers through the identity provider: unless this browser has
 * come back from it with an identity, a notice is shown, the data entered so far (never a password)
 * is enciphered by the server into a cookie, and after 3 s the browser leaves for the provider. Back
 * here, the data and the step are restored from the cookie (which is deleted at once); without a
 * password, since the user will sign in at the provider. The names and e-mail of an identity this
 * browser holds come from the server (never from the address), and win over what was typed.
 */
/** Whether the company's people sign in with a password (the server's rule of the same name). */
const signsInLocally = (company: { AccessLocal: boolean; ForceTsid: boolean }) =>
  company.AccessLocal && !company.ForceTsid;

export function RegistrationWizard({
  languageId,
  onRegistered,
  initialVatCode,
  onIdentityRequired,
  secureCodeRequest,
}: RegistrationWizardProps) {
  const { t, i18n } = useTranslation('registration');
  const catalogue = errorCatalogueOf(i18n);
  const [step, setStep] = useState(0);
  const [verified, setVerified] = useState<Verified | undefined>(undefined);
  /** A company without local sign-in, reached with an identity: its users have no password here. */
  // No local sign-in, or the identity provider required (ForceTsid): no password is asked.
  const passwordless = verified !== undefined && !signsInLocally(verified.company);
  const shown = { email: true, password: !passwordless };
  const captchaRequired = useCaptchaRequired();
  const forms = useRegistrationForms({
    catalogue,
    initialPerson: { language: String(languageId) },
    initialVatCode,
    shown,
    disclaimers: verified?.disclaimers ?? [],
    captchaRequired,
  });
  const captcha = useFormCaptcha(forms.privacy);
  // The preferred language starts as the page's and follows it, until the person picks one (or a
  // restored wizard brings one): then it is theirs. Null once it no longer follows.
  const followed = useRef<string | null>(String(languageId));
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page's language changes, and only then.
  useEffect(() => {
    if (followed.current === null) return;
    if (forms.person.getValues().language !== followed.current) {
      followed.current = null;
      return;
    }
    followed.current = String(languageId);
    forms.person.setFieldValue('language', followed.current);
  }, [languageId]);
  /** A failed call, or the key of a message to show above the buttons. */
  const [formError, setFormError] = useState<unknown>(undefined);
  /** The saved data could not be restored (tampered, expired): the wizard starts clean. */
  const [restoreError, setRestoreError] = useState<unknown>(undefined);
  const restoreStarted = useRef(false);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const parentChoice = useParentChoiceAfterSignIn(onRegistered, setFormError);
  const times = useQuery(availabilitiesQuery);

  const run = async (work: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setFormError(undefined);
    try {
      await work();
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };
  const departure = useIdentityDeparture({ onIdentityRequired, run, onFailure: setFormError });
  const leaving = departure.leavingFor !== undefined;

  // The verification holds for the identifier and code it was made with, not for edited ones.
  const companyInput = companyInputOf(forms.company.values);
  const company =
    verified?.input.vat === companyInput.vat && verified.input.userCode === companyInput.userCode
      ? verified.company
      : undefined;

  /** The step's data, to resume at `resumeStep` after the identity provider. */
  const snapshot = (of: VerifiedCompany, resumeStep: number): WizardSnapshot =>
    snapshotOf(of, forms.company.getValues(), forms.person.getValues(), resumeStep);

  /** The server refused fields: each next to its own, on the earliest step; anything else above the buttons. */
  const showRefusal = (error: unknown) => {
    const mapped = serverFieldErrors(catalogue, error, KEY_FIELDS, WIRE_FIELDS);
    const shownAt = mapped && showServerErrorsByStep(mapped, forms.byStep);
    if (shownAt === undefined) setFormError(error);
    else setStep(shownAt);
  };

  /**
   * Verifies the company (spec §4) and goes on to `nextStep`; a failure stays on step 0. A company
   * without local sign-in needs an identity from the provider first: the browser leaves for it,
   * unless it has just come back (`returning`), when the missing identity is told instead, so that
   * nothing can send the user back and forth.
   */
  const verifyCompanyStep = async (input: CompanyInput, nextStep: number, returning: boolean) => {
    try {
      // A secure code is checked by its own call first (spec §7), which tells a wrong or expired one.
      const bySecureCode = isSecureCode(input.userCode);
      if (bySecureCode && !(await checkSecureCode(input.userCode, input.vat))) {
        setVerified(undefined);
        setStep(0);
        forms.company.showServerErrors({ userCode: t('registration.company.secureCodeInvalid') });
        return;
      }
      const found = await verifyCompany(input.vat, input.userCode);
      if (!signsInLocally(found) && !(await boundIdentity())) {
        setVerified(undefined);
        setStep(0);
        if (returning) setFormError('ERROR_ISP_TOKEN');
        else if (onIdentityRequired) departure.leave(found.Name, snapshot(found, nextStep));
        else
          forms.company.showServerErrors({
            vatCode: localizeMessage(catalogue, 'ERROR_LOCAL_LOGIN_DISABLED'),
          });
        return;
      }
      const disclaimers = found.CompanyType === 0 ? [] : await companyDisclaimers(found.VatCode);
      setVerified({ input, company: found, disclaimers, bySecureCode });
      setStep(nextStep);
    } catch (error) {
      setVerified(undefined);
      if (companyCheckFailed(error)) setFormError('ERROR_COMPANY_CHECK');
      else showRefusal(error);
      setStep(0);
    }
  };

  /**
   * The person of the identity this browser holds, to start from. When the server cannot say, the
   * wizard goes on without (the company's verification asks again, and tells what is wrong).
   */
  const identityPerson = (): Promise<IdentityPerson | undefined> => boundIdentity().catch(() => undefined);

  /** Back from the identity provider: the saved data and step, or a clean wizard if they are unusable. */
  const restore = (value: string) =>
    run(async () => {
      let saved: WizardSnapshot | undefined;
      try {
        saved = readSnapshot(await decipherWizard(value));
      } catch (error) {
        return setRestoreError(error);
      }
      if (!saved) return setRestoreError('ERROR_INVALID_OBJECT');
      const values = valuesOfSnapshot(saved, await identityPerson());
      forms.company.setValues(values.company);
      forms.person.setValues(values.person);
      await verifyCompanyStep(companyInputOf(values.company), saved.Step, true);
    });

  /**
   * Sent here by single sign-on with an identity no user has (no saved data): the identity's names
   * and e-mail to start from. Without one the form simply starts empty.
   */
  const startFromIdentity = async () => {
    const identity = await identityPerson();
    if (!identity) return;
    const { firstName, lastName, email } = identity;
    forms.person.setValues({ firstName, lastName, email, email2: email });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the cookie is read once per visit, on arrival.
  useEffect(() => {
    // Guarded by a ref: React's development double effects would find the cookie already gone.
    if (restoreStarted.current) return;
    restoreStarted.current = true;
    const value = takeWizardCookie();
    if (value) void restore(value);
    else void startFromIdentity();
  }, []);

  /** The last step: every step's rules again, then the registration, signed in at once. */
  const register = () => {
    const personOk = forms.person.check();
    const privacyOk = forms.privacy.check();
    if (!personOk) return setStep(1);
    if (!privacyOk) return;
    if (!company) {
      forms.company.showServerErrors({ vatCode: localizeMessage(catalogue, 'ERROR_COMPANY_NOT_VERIFIED') });
      return setStep(0);
    }
    void run(async () => {
      const privacy = forms.privacy.getValues();
      try {
        const wire = personWireData(forms.person.getValues(), shown);
        const result = await registerUser({
          ...wire,
          Email: wire.Email ?? '',
          Email2: wire.Email2 ?? '',
          UserCode: companyInput.userCode,
          NewsLetter: true,
          ...(privacy.captcha && { ReCaptcha: privacy.captcha }),
          ...privacyWireData(privacy, verified?.disclaimers ?? []),
          Company: {
            VatCode: company.VatCode,
            FiscalCode: company.FiscalCode,
            VatCodeType: companyInput.vatCodeType === '2' ? 2 : 1,
            Name: company.Name,
          },
        });
        parentChoice.finish(result);
      } catch (error) {
        // A solved challenge works once: a fresh one for the next try.
        captcha.renew();
        // The identity expired while the form was filled in: to the provider again, data kept.
        if (passwordless && IDENTITY_GONE.includes(errorKeyOf(error) ?? '') && onIdentityRequired) {
          return departure.leave(company.Name, snapshot(company, 2));
        }
        showRefusal(error);
      }
    });
  };

  /** "Avanti" checks the step's fields (the first in error takes the focus), then moves on. */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 0) {
      if (!forms.company.check()) return;
      return void run(() => verifyCompanyStep(companyInput, 1, false));
    }
    if (step === 1) {
      if (forms.person.check()) setStep(2);
      return;
    }
    register();
  };

  /** A failed call's message, or the message of a key. */
  const messageOf = (failure: unknown) =>
    failure instanceof ApiError
      ? apiErrorText(catalogue, failure)
      : localizeMessage(catalogue, typeof failure === 'string' ? failure : 'ERROR_GENERIC');

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="lg">
        <Stepper
          active={step}
          size="sm"
          allowNextStepsSelect={false}
          onStepClick={(s) => setStep(clampStep(s))}
        >
          <Stepper.Step
            label={t('registration.step.company')}
            description={t('registration.step.company.description')}
          >
            <CompanyStep
              form={forms.company}
              readOnly={busy || leaving}
              secureCodeRequest={secureCodeRequest}
            />
          </Stepper.Step>
          <Stepper.Step
            label={t('registration.step.user')}
            description={t('registration.step.user.description')}
          >
            <UserStep
              form={forms.person}
              companyName={company?.Name}
              bySecureCode={verified?.bySecureCode ?? false}
              passwordless={passwordless}
              shown={shown}
              times={times.data ?? []}
              busy={busy || leaving}
            />
          </Stepper.Step>
          <Stepper.Step
            label={t('registration.step.privacy')}
            description={t('registration.step.privacy.description')}
          >
            <PrivacyStep
              form={forms.privacy}
              disclaimers={verified?.disclaimers ?? []}
              captcha={captcha}
              busy={busy}
            />
          </Stepper.Step>
        </Stepper>
        {departure.leavingFor !== undefined && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('registration.company.ssoOnly', { name: departure.leavingFor })}</Text>
              <Button size="xs" variant="default" onClick={departure.stay} disabled={busy}>
                {t('registration.cancel')}
              </Button>
            </Stack>
          </Alert>
        )}
        {restoreError !== undefined && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            role="alert"
            title={localizeMessage(catalogue, 'MSG_OPERAZIONE_ANNULLATA')}
          >
            {messageOf(restoreError)}
          </Alert>
        )}
        {formError !== undefined && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {messageOf(formError)}
          </Alert>
        )}
        <Group justify="space-between">
          <Button
            variant="default"
            onClick={() => setStep((s) => clampStep(s - 1))}
            disabled={busy || step === 0 || leaving}
          >
            {t('registration.back')}
          </Button>
          <Button type="submit" loading={busy || captcha.waiting} disabled={leaving}>
            {step === 2 ? t('registration.submit') : t('registration.next')}
          </Button>
        </Group>
      </Stack>
      {parentChoice.modal}
    </form>
  );
}
