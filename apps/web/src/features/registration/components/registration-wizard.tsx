import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Stepper.css';
import { Alert, Button, Group, Radio, SimpleGrid, Stack, Stepper, Text, TextInput } from '@mantine/core';
import type { LoginResult } from '@sportello/contracts/auth/login.contract';
import type { Disclaimer } from '@sportello/contracts/registration/disclaimers.contract';
import { checkVatCode, checkVatOrFiscalCode } from '@sportello/contracts/rules/vat-code';
import { localizeMessage } from '@sportello/i18n/translate';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaField, useCaptchaRequired } from '../../../components/captcha-field';
import { useParentChoiceAfterSignIn } from '../../../components/parent-choice-after-sign-in';
import {
  EMPTY_PERSON,
  PersonDataFields,
  type PersonValues,
  personDataErrors,
  personWireData,
} from '../../../components/person-data-fields';
import { PrivacyFields } from '../../../components/privacy-fields';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText, errorKeyOf } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import {
  availabilities,
  companyDisclaimers,
  decipherWizard,
  encipherWizard,
  identityBound,
  registerUser,
  verifyCompany,
} from '../api/registration-calls';
import { saveWizardCookie, takeWizardCookie } from '../api/wizard-cookie';
import { readSnapshot, type WizardSnapshot, withIdentityData } from '../hooks/wizard-snapshot';
import { clampStep, KEY_FIELDS, stepOfErrors, WIRE_FIELDS, type WizardField } from '../hooks/wizard-steps';

type Errors = Partial<Record<WizardField, string>>;
type VerifiedCompany = Awaited<ReturnType<typeof verifyCompany>>;
type CompanyInput = { vat: string; vatCodeType: '1' | '2'; userCode: string };

/** Spec §4: the notice stays this long before the browser leaves for the identity provider. */
export const IDENTITY_REDIRECT_DELAY_MS = 3000;
/** The server's refusals of a registration whose identity is missing or has expired meanwhile. */
const IDENTITY_GONE = ['ERROR_LOCAL_LOGIN_DISABLED', 'ERROR_ISP_TOKEN'];

export interface RegistrationWizardProps {
  /** The language the user registers in (the portal's current one), as its id. */
  languageId: number;
  /** Signed in (and the parent chosen, if there were several): the page moves on. */
  onRegistered: (result: LoginResult) => void;
  /** Data to start from (an identity provider's e-mail and names, when single sign-on offered registration). */
  prefill?: { email?: string; firstName?: string; lastName?: string };
  /**
   * Sends the browser to the identity provider, which brings it back to this page with the identity
   * bound (spec §4, a company without local sign-in). Absent when no provider is configured.
   */
  onIdentityRequired?: () => void;
}

/**
 * The registration wizard (spec §2, §4, §5): step 0 verifies the company and its user code, step 1
 * takes the user's data, step 2 the privacy acknowledgement, the disclaimers of the company's type
 * and the captcha. Each rule is checked here for fast feedback and again by the server; every error
 * is shown next to its field, and a server refusal brings the user back to the step of that field.
 *
 * A company without local sign-in registers through the identity provider: unless this browser has
 * come back from it with an identity, a notice is shown, the data entered so far (never a password)
 * is enciphered by the server into a cookie, and after 3 s the browser leaves for the provider. Back
 * here, the data and the step are restored from the cookie (which is deleted at once); without a
 * password, since the user will sign in at the provider.
 */
export function RegistrationWizard({
  languageId,
  onRegistered,
  prefill,
  onIdentityRequired,
}: RegistrationWizardProps) {
  const { t, i18n } = useTranslation('registration');
  const catalogue = errorCatalogueOf(i18n);
  const [step, setStep] = useState(0);
  const [vatCode, setVatCode] = useState('');
  const [vatCodeType, setVatCodeType] = useState<'1' | '2'>('1');
  const [userCode, setUserCode] = useState('');
  const [company, setCompany] = useState<VerifiedCompany | undefined>(undefined);
  /** A company without local sign-in, reached with an identity: its users have no password here. */
  const passwordless = company?.AccessLocal === false;
  const [disclaimers, setDisclaimers] = useState<Disclaimer[]>([]);
  const [person, setPerson] = useState<PersonValues>(() => ({
    ...EMPTY_PERSON,
    firstName: prefill?.firstName ?? '',
    lastName: prefill?.lastName ?? '',
    email: prefill?.email ?? '',
    email2: prefill?.email ?? '',
    language: String(languageId),
  }));
  const shown = { email: true, password: !passwordless };
  const [privacy, setPrivacy] = useState(false);
  const [accepted, setAccepted] = useState<Record<number, boolean>>({});
  const captchaRequired = useCaptchaRequired();
  const [captcha, setCaptcha] = useState('');
  const [captchaRound, setCaptchaRound] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  /** A failed call, or the key of a message to show above the buttons. */
  const [formError, setFormError] = useState<unknown>(undefined);
  /** The saved data could not be restored (tampered, expired): the wizard starts clean. */
  const [restoreError, setRestoreError] = useState<unknown>(undefined);
  /** The company whose identity provider the browser is about to leave for. */
  const [leavingFor, setLeavingFor] = useState<string | undefined>(undefined);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const restoreStarted = useRef(false);
  const [busy, setBusy] = useState(false);
  const parentChoice = useParentChoiceAfterSignIn(onRegistered, setFormError);
  const busyRef = useRef(false);
  const times = useQuery({ queryKey: ['availabilities'], queryFn: ({ signal }) => availabilities(signal) });

  const rule = (result: { ok: true } | { ok: false; key: string; detail?: string }) =>
    result.ok
      ? undefined
      : localizeMessage(catalogue, result.detail ? `${result.key} ${result.detail}` : result.key);
  const required = localizeMessage(catalogue, 'ERROR_FIELD_REQUIRED');

  const show = (found: Errors, fallbackStep: number) => {
    setErrors(found);
    setStep(clampStep(stepOfErrors(found, fallbackStep)));
  };

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

  /** What survives the trip to the identity provider, to resume at `resumeStep`. */
  const snapshot = (verified: VerifiedCompany, resumeStep: number): WizardSnapshot => ({
    Step: resumeStep,
    Company: {
      VatCode: verified.VatCode,
      FiscalCode: verified.FiscalCode,
      VatCodeType: vatCodeType === '2' ? 2 : 1,
      UserCode: userCode.trim(),
    },
    User: {
      userName: person.userName,
      firstName: person.firstName,
      lastName: person.lastName,
      fiscalCode: person.fiscalCode,
      email: person.email,
      email2: person.email2,
      phone: person.phone,
      mobile: person.mobile,
    },
    Availability: { From: Number(person.from), To: Number(person.to) },
    Language: Number(person.language),
  });

  /** The notice, then after 3 s the data into the cookie and the browser to the provider. */
  const leaveForIdentity = (verified: VerifiedCompany, resumeStep: number) => {
    if (!onIdentityRequired) return;
    const saved = snapshot(verified, resumeStep);
    setLeavingFor(verified.Name);
    clearTimeout(leaveTimer.current);
    leaveTimer.current = setTimeout(
      () =>
        void run(async () => {
          try {
            saveWizardCookie(await encipherWizard(saved));
            onIdentityRequired();
          } catch (error) {
            setLeavingFor(undefined);
            setFormError(error);
          }
        }),
      IDENTITY_REDIRECT_DELAY_MS,
    );
  };

  const stayHere = () => {
    clearTimeout(leaveTimer.current);
    setLeavingFor(undefined);
  };

  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  /**
   * Verifies the company (spec §4) and goes on to `nextStep`; a failure stays on step 0. A company
   * without local sign-in needs an identity from the provider first: the browser leaves for it,
   * unless it has just come back (`returning`), when the missing identity is told instead, so that
   * nothing can send the user back and forth.
   */
  const verifyCompanyStep = async (input: CompanyInput, nextStep: number, returning: boolean) => {
    try {
      const verified = await verifyCompany(input.vat, input.userCode);
      if (!verified.AccessLocal && !(await identityBound())) {
        setCompany(undefined);
        setStep(0);
        if (returning) setFormError('ERROR_ISP_TOKEN');
        else if (onIdentityRequired) leaveForIdentity(verified, nextStep);
        else show({ vatCode: localizeMessage(catalogue, 'ERROR_LOCAL_LOGIN_DISABLED') }, 0);
        return;
      }
      setCompany(verified);
      setDisclaimers(verified.CompanyType === 0 ? [] : await companyDisclaimers(verified.VatCode));
      show({}, nextStep);
    } catch (error) {
      setCompany(undefined);
      const mapped = serverFieldErrors(catalogue, error, KEY_FIELDS, WIRE_FIELDS);
      if (mapped) show(mapped, 0);
      else setFormError(error);
      setStep(0);
    }
  };

  /** Leaving step 0 checks the fields here, then verifies the company with the server. */
  const leaveCompanyStep = () =>
    run(async () => {
      const found: Errors = {};
      const vat = vatCode.trim().toUpperCase();
      if (!vat) found.vatCode = localizeMessage(catalogue, 'ERROR_VATCODE_EMPTY');
      else {
        const check = vatCodeType === '2' ? checkVatCode(vat, { type: 2 }) : checkVatOrFiscalCode(vat);
        found.vatCode = rule(check);
      }
      if (!userCode.trim()) found.userCode = required;
      if (found.vatCode || found.userCode) return show(found, 0);
      await verifyCompanyStep({ vat, vatCodeType, userCode: userCode.trim() }, 1, false);
    });

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
      const vatType = saved.Company.VatCodeType === 2 ? '2' : '1';
      setVatCode(saved.Company.VatCode);
      setVatCodeType(vatType);
      setUserCode(saved.Company.UserCode);
      setPerson((current) => ({
        ...current,
        ...withIdentityData(saved.User, prefill),
        from: String(saved.Availability.From),
        to: String(saved.Availability.To),
        language: String(saved.Language),
      }));
      await verifyCompanyStep(
        { vat: saved.Company.VatCode, vatCodeType: vatType, userCode: saved.Company.UserCode },
        saved.Step,
        true,
      );
    });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the cookie is read once per visit, on arrival.
  useEffect(() => {
    // Guarded by a ref: React's development double effects would find the cookie already gone.
    if (restoreStarted.current) return;
    restoreStarted.current = true;
    const value = takeWizardCookie();
    if (value) void restore(value);
  }, []);

  const validateUser = (): Errors => personDataErrors(catalogue, person, shown);

  const leaveUserStep = () => {
    const found = validateUser();
    show(found, 2);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 0) return void leaveCompanyStep();
    if (step === 1) return leaveUserStep();
    const found: Errors = { ...validateUser() };
    if (!privacy) found.privacy = localizeMessage(catalogue, 'ERROR_PRIVACY_MUST_SIGN');
    if (disclaimers.some((d) => !accepted[d.Id]))
      found.disclaimers = localizeMessage(catalogue, 'ERROR_DISCLAIMERS_MUST_ACCEPT');
    if (captchaRequired && !captcha) found.captcha = localizeMessage(catalogue, 'ERROR_CAPTCHA_REQUIRED');
    if (Object.keys(found).length > 0) return show(found, 2);
    if (!company) return show({ vatCode: localizeMessage(catalogue, 'ERROR_COMPANY_NOT_VERIFIED') }, 0);
    void run(async () => {
      try {
        const wire = personWireData(person, shown);
        const result = await registerUser({
          ...wire,
          Email: wire.Email ?? '',
          Email2: wire.Email2 ?? '',
          UserCode: userCode.trim(),
          NewsLetter: true,
          ...(captcha && { ReCaptcha: captcha }),
          Privacy: { PrivacyAck: privacy },
          Disclaimers: disclaimers.map((d) => ({ Id: d.Id, Version: d.Version, Accepted: !!accepted[d.Id] })),
          Company: {
            VatCode: company.VatCode,
            FiscalCode: company.FiscalCode,
            VatCodeType: vatCodeType === '2' ? 2 : 1,
            Name: company.Name,
          },
        });
        parentChoice.finish(result);
      } catch (error) {
        // A solved challenge works once: a fresh one for the next try.
        setCaptcha('');
        setCaptchaRound((round) => round + 1);
        // The identity expired while the form was filled in: to the provider again, data kept.
        if (passwordless && IDENTITY_GONE.includes(errorKeyOf(error) ?? '') && onIdentityRequired) {
          return leaveForIdentity(company, 2);
        }
        const mapped = serverFieldErrors(catalogue, error, KEY_FIELDS, WIRE_FIELDS);
        if (mapped) show(mapped, 2);
        else setFormError(error);
      }
    });
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
            <Stack gap="md" mt="md">
              <Text size="sm">{t('registration.company.intro')}</Text>
              <Radio.Group
                label={t('registration.company.vatCodeType')}
                value={vatCodeType}
                onChange={(v) => setVatCodeType(v === '2' ? '2' : '1')}
              >
                <Group gap="lg" mt={4}>
                  <Radio value="1" label={t('registration.company.vatCodeType.1')} />
                  <Radio value="2" label={t('registration.company.vatCodeType.2')} />
                </Group>
              </Radio.Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('registration.company.vatCode')}
                  name="vatCode"
                  value={vatCode}
                  onChange={(e) => {
                    setVatCode(e.currentTarget.value);
                    setCompany(undefined);
                    if (errors.vatCode) setErrors((c) => ({ ...c, vatCode: undefined }));
                  }}
                  error={errors.vatCode}
                  readOnly={busy || leavingFor !== undefined}
                  autoCapitalize="characters"
                  spellCheck={false}
                  required
                />
                <TextInput
                  label={t('registration.company.userCode')}
                  name="userCode"
                  value={userCode}
                  onChange={(e) => {
                    setUserCode(e.currentTarget.value);
                    setCompany(undefined);
                    if (errors.userCode) setErrors((c) => ({ ...c, userCode: undefined }));
                  }}
                  error={errors.userCode}
                  readOnly={busy || leavingFor !== undefined}
                  autoCapitalize="characters"
                  spellCheck={false}
                  required
                />
              </SimpleGrid>
            </Stack>
          </Stepper.Step>
          <Stepper.Step
            label={t('registration.step.user')}
            description={t('registration.step.user.description')}
          >
            <Stack gap="md" mt="md">
              {company && (
                <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />}>
                  {t('registration.company.verified', { name: company.Name })}
                  {passwordless && <Text size="sm">{t('registration.user.ssoNoPassword')}</Text>}
                </Alert>
              )}
              <PersonDataFields
                values={person}
                errors={errors}
                shown={shown}
                times={times.data ?? []}
                onChange={(changes, field) => {
                  setPerson((current) => ({ ...current, ...changes }));
                  if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
                }}
                busy={busy || leavingFor !== undefined}
              />
            </Stack>
          </Stepper.Step>
          <Stepper.Step
            label={t('registration.step.privacy')}
            description={t('registration.step.privacy.description')}
          >
            <Stack gap="md" mt="md">
              <PrivacyFields
                privacy={privacy}
                onPrivacyChange={(value) => {
                  setPrivacy(value);
                  if (errors.privacy) setErrors((c) => ({ ...c, privacy: undefined }));
                }}
                privacyError={errors.privacy}
                disclaimers={disclaimers}
                accepted={accepted}
                onAcceptedChange={(id, value) => {
                  setAccepted((c) => ({ ...c, [id]: value }));
                  if (errors.disclaimers) setErrors((c) => ({ ...c, disclaimers: undefined }));
                }}
                disclaimersError={errors.disclaimers}
                busy={busy}
              />
              <CaptchaField
                key={captchaRound}
                language={i18n.language.slice(0, 2)}
                error={errors.captcha}
                onChange={(payload) => {
                  setCaptcha(payload);
                  if (payload && errors.captcha) setErrors((c) => ({ ...c, captcha: undefined }));
                }}
              />
            </Stack>
          </Stepper.Step>
        </Stepper>
        {leavingFor !== undefined && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('registration.company.ssoOnly', { name: leavingFor })}</Text>
              <Button size="xs" variant="default" onClick={stayHere} disabled={busy}>
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
            disabled={busy || step === 0 || leavingFor !== undefined}
          >
            {t('registration.back')}
          </Button>
          <Button type="submit" loading={busy} disabled={leavingFor !== undefined}>
            {step === 2 ? t('registration.submit') : t('registration.next')}
          </Button>
        </Group>
      </Stack>
      {parentChoice.modal}
    </form>
  );
}
