import {
  Alert,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  TextInput,
} from '@mantine/core';
import type { LoginResult } from '@sportello/contracts/auth/login.contract';
import type { Disclaimer } from '@sportello/contracts/registration/disclaimers.contract';
import { checkFiscalCode } from '@sportello/contracts/rules/fiscal-code';
import { checkPasswordPolicy, checkPasswordsMatch } from '@sportello/contracts/rules/password';
import { checkEmail, checkPersonName, checkPhone, checkUserName } from '@sportello/contracts/rules/patterns';
import { checkVatCode, checkVatOrFiscalCode } from '@sportello/contracts/rules/vat-code';
import { localizeMessage } from '@sportello/i18n/translate';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaField, useCaptchaRequired } from '../../../components/captcha-field';
import { CompanyChoiceModal } from '../../../components/company-choice-modal';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import {
  availabilities,
  chooseParent,
  companyDisclaimers,
  registerUser,
  verifyCompany,
} from '../api/registration-calls';
import {
  clampStep,
  KEY_FIELDS,
  stepOfErrors,
  type UserField,
  WIRE_FIELDS,
  type WizardField,
} from '../hooks/wizard-steps';

type Errors = Partial<Record<WizardField, string>>;
type VerifiedCompany = Awaited<ReturnType<typeof verifyCompany>>;

const EMPTY_USER: Record<Exclude<UserField, 'availability' | 'language'>, string> = {
  userName: '',
  firstName: '',
  lastName: '',
  fiscalCode: '',
  email: '',
  email2: '',
  phone: '',
  mobile: '',
  password: '',
  password2: '',
};

export interface RegistrationWizardProps {
  /** The language the user registers in (the portal's current one), as its id. */
  languageId: number;
  /** Signed in (and the parent chosen, if there were several): the page moves on. */
  onRegistered: (result: LoginResult) => void;
  /** Data to start from (an identity provider's e-mail and names, when single sign-on offered registration). */
  prefill?: { email?: string; firstName?: string; lastName?: string };
}

/**
 * The registration wizard (spec §2, §4, §5): step 0 verifies the company and its user code, step 1
 * takes the user's data, step 2 the privacy acknowledgement, the disclaimers of the company's type
 * and the captcha. Each rule is checked here for fast feedback and again by the server; every error
 * is shown next to its field, and a server refusal brings the user back to the step of that field.
 */
export function RegistrationWizard({ languageId, onRegistered, prefill }: RegistrationWizardProps) {
  const { t, i18n } = useTranslation('registration');
  const catalogue = errorCatalogueOf(i18n);
  const [step, setStep] = useState(0);
  const [vatCode, setVatCode] = useState('');
  const [vatCodeType, setVatCodeType] = useState<'1' | '2'>('1');
  const [userCode, setUserCode] = useState('');
  const [company, setCompany] = useState<VerifiedCompany | undefined>(undefined);
  const [disclaimers, setDisclaimers] = useState<Disclaimer[]>([]);
  const [user, setUser] = useState(() => ({
    ...EMPTY_USER,
    firstName: prefill?.firstName ?? '',
    lastName: prefill?.lastName ?? '',
    email: prefill?.email ?? '',
    email2: prefill?.email ?? '',
  }));
  const [from, setFrom] = useState('0');
  const [to, setTo] = useState('0');
  const [language, setLanguage] = useState(String(languageId));
  const [privacy, setPrivacy] = useState(false);
  const [accepted, setAccepted] = useState<Record<number, boolean>>({});
  const captchaRequired = useCaptchaRequired();
  const [captcha, setCaptcha] = useState('');
  const [captchaRound, setCaptchaRound] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<unknown>(undefined);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<LoginResult | undefined>(undefined);
  const [choosing, setChoosing] = useState<string | undefined>(undefined);
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

  /** Leaving step 0 verifies the company (spec §4); a failure stays on step 0. */
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
      try {
        const verified = await verifyCompany(vat, userCode.trim());
        setCompany(verified);
        setDisclaimers(verified.CompanyType === 0 ? [] : await companyDisclaimers(verified.VatCode));
        show({}, 1);
      } catch (error) {
        setCompany(undefined);
        const mapped = serverFieldErrors(catalogue, error, KEY_FIELDS, WIRE_FIELDS);
        if (mapped) show(mapped, 0);
        else setFormError(error);
        setStep(0);
      }
    });

  const validateUser = (): Errors => {
    const found: Errors = {};
    const need = (field: keyof typeof EMPTY_USER, check: (v: string) => Parameters<typeof rule>[0]) => {
      found[field] = user[field].trim() ? rule(check(user[field])) : required;
    };
    need('userName', checkUserName);
    need('firstName', checkPersonName);
    need('lastName', checkPersonName);
    found.fiscalCode =
      user.fiscalCode.trim() && checkFiscalCode(user.fiscalCode).ok
        ? undefined
        : localizeMessage(catalogue, 'ERROR_BAD_USER_FISCAL_CODE');
    found.email = rule(checkEmail(user.email));
    const email = checkEmail(user.email);
    const email2 = checkEmail(user.email2);
    if (!found.email && (!email2.ok || !email.ok || email2.value !== email.value))
      found.email2 = localizeMessage(catalogue, 'ERROR_FIELDS_NOMATCH');
    found.phone = rule(checkPhone(user.phone, { strict: true }));
    found.mobile = rule(checkPhone(user.mobile, { strict: true }));
    found.password = rule(
      checkPasswordPolicy(user.password, {
        firstName: user.firstName,
        lastName: user.lastName,
        userName: user.userName,
      }),
    );
    if (!found.password) found.password2 = rule(checkPasswordsMatch(user.password, user.password2));
    const f = Number(from);
    const tt = Number(to);
    if (!(tt === 0 || f < tt)) found.availability = localizeMessage(catalogue, 'ERROR_AVAILABILITY_INVALID');
    return Object.fromEntries(Object.entries(found).filter(([, v]) => v)) as Errors;
  };

  const leaveUserStep = () => {
    const found = validateUser();
    show(found, 2);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 0) return void leaveCompanyStep();
    if (step === 1) return leaveUserStep();
    const found: Errors = validateUser();
    if (!privacy) found.privacy = localizeMessage(catalogue, 'ERROR_PRIVACY_MUST_SIGN');
    if (disclaimers.some((d) => !accepted[d.Id]))
      found.disclaimers = localizeMessage(catalogue, 'ERROR_DISCLAIMERS_MUST_ACCEPT');
    if (captchaRequired && !captcha) found.captcha = localizeMessage(catalogue, 'ERROR_CAPTCHA_REQUIRED');
    if (Object.keys(found).length > 0) return show(found, 2);
    if (!company) return show({ vatCode: localizeMessage(catalogue, 'ERROR_COMPANY_NOT_VERIFIED') }, 0);
    void run(async () => {
      try {
        const result = await registerUser({
          UserName: user.userName.trim(),
          FirstName: user.firstName.trim(),
          LastName: user.lastName.trim(),
          FiscalCode: user.fiscalCode.trim().toUpperCase(),
          Email: user.email.trim().toLowerCase(),
          Email2: user.email2.trim().toLowerCase(),
          PhoneNumber: user.phone.trim(),
          MobilePhone: user.mobile.trim(),
          Password: user.password,
          Password2: user.password2,
          UserCode: userCode.trim(),
          NewsLetter: true,
          Language: { Id: Number(language) },
          ...(captcha && { ReCaptcha: captcha }),
          Availability: { From: { TimeValue: Number(from) }, To: { TimeValue: Number(to) } },
          Privacy: { PrivacyAck: privacy },
          Disclaimers: disclaimers.map((d) => ({ Id: d.Id, Version: d.Version, Accepted: !!accepted[d.Id] })),
          Company: {
            VatCode: company.VatCode,
            FiscalCode: company.FiscalCode,
            VatCodeType: vatCodeType === '2' ? 2 : 1,
            Name: company.Name,
          },
        });
        if (result.ParentCode === null && result.Company.CompanyParents.length > 1) setPending(result);
        else onRegistered(result);
      } catch (error) {
        // A solved challenge works once: a fresh one for the next try.
        setCaptcha('');
        setCaptchaRound((round) => round + 1);
        const mapped = serverFieldErrors(catalogue, error, KEY_FIELDS, WIRE_FIELDS);
        if (mapped) show(mapped, 2);
        else setFormError(error);
      }
    });
  };

  const choose = async (parentCode: string) => {
    if (!pending) return;
    setChoosing(parentCode);
    try {
      onRegistered(await chooseParent(pending.UserName, parentCode));
    } catch (error) {
      setFormError(error);
    } finally {
      setChoosing(undefined);
      setPending(undefined);
    }
  };

  const text = (field: keyof typeof EMPTY_USER) => ({
    label: t(`registration.user.${field}`),
    name: field,
    value: user[field],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setUser((current) => ({ ...current, [field]: value }));
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    },
    error: errors[field],
    readOnly: busy,
    required: true,
  });

  const timeOptions = (times.data ?? []).map((a) => ({
    value: String(a.TimeValue),
    label: a.TimeValue === 0 ? t('registration.user.availabilityNoEnd') : a.Label,
  }));

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
                  readOnly={busy}
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
                  readOnly={busy}
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
                </Alert>
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
                <TextInput
                  {...text('userName')}
                  description={t('registration.user.userNameHint')}
                  autoComplete="username"
                  spellCheck={false}
                />
                <TextInput {...text('fiscalCode')} autoCapitalize="characters" spellCheck={false} />
                <TextInput {...text('firstName')} autoComplete="given-name" />
                <TextInput {...text('lastName')} autoComplete="family-name" />
                <TextInput {...text('email')} type="email" autoComplete="email" />
                <TextInput {...text('email2')} type="email" autoComplete="off" />
                <TextInput {...text('phone')} type="tel" autoComplete="tel" />
                <TextInput {...text('mobile')} type="tel" autoComplete="tel" />
                <PasswordInput
                  {...text('password')}
                  description={t('registration.user.passwordHint')}
                  autoComplete="new-password"
                />
                <PasswordInput {...text('password2')} autoComplete="new-password" />
                <Select
                  label={t('registration.user.availabilityFrom')}
                  data={timeOptions.filter((o) => o.value !== '0')}
                  value={from === '0' ? null : from}
                  onChange={(v) => {
                    setFrom(v ?? '0');
                    if (errors.availability) setErrors((c) => ({ ...c, availability: undefined }));
                  }}
                  error={errors.availability}
                  clearable
                />
                <Select
                  label={t('registration.user.availabilityTo')}
                  data={timeOptions}
                  value={to}
                  onChange={(v) => {
                    setTo(v ?? '0');
                    if (errors.availability) setErrors((c) => ({ ...c, availability: undefined }));
                  }}
                  allowDeselect={false}
                />
                <Select
                  label={t('registration.user.language')}
                  data={[
                    { value: '1', label: 'Italiano' },
                    { value: '2', label: 'English' },
                  ]}
                  value={language}
                  onChange={(v) => setLanguage(v ?? '1')}
                  error={errors.language}
                  allowDeselect={false}
                />
              </SimpleGrid>
            </Stack>
          </Stepper.Step>
          <Stepper.Step
            label={t('registration.step.privacy')}
            description={t('registration.step.privacy.description')}
          >
            <Stack gap="md" mt="md">
              <Text size="sm">{t('registration.privacy.intro')}</Text>
              <Checkbox
                label={t('registration.privacy.ack')}
                checked={privacy}
                onChange={(e) => {
                  setPrivacy(e.currentTarget.checked);
                  if (errors.privacy) setErrors((c) => ({ ...c, privacy: undefined }));
                }}
                error={errors.privacy}
                disabled={busy}
              />
              {disclaimers.map((d) => (
                <Stack key={d.Id} gap={4}>
                  <Text fw={600} size="sm">
                    {d.Title}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {d.Text}
                  </Text>
                  <Checkbox
                    label={`${t('registration.privacy.accept')}: ${d.Title}`}
                    checked={!!accepted[d.Id]}
                    onChange={(e) => {
                      const checked = e.currentTarget.checked;
                      setAccepted((c) => ({ ...c, [d.Id]: checked }));
                      if (errors.disclaimers) setErrors((c) => ({ ...c, disclaimers: undefined }));
                    }}
                    error={!accepted[d.Id] ? errors.disclaimers : undefined}
                    disabled={busy}
                  />
                </Stack>
              ))}
              <Text size="sm" c="dimmed">
                {t('registration.privacy.newsletter')}
              </Text>
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
        {formError !== undefined && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {formError instanceof ApiError
              ? apiErrorText(catalogue, formError)
              : localizeMessage(catalogue, 'ERROR_GENERIC')}
          </Alert>
        )}
        <Group justify="space-between">
          <Button
            variant="default"
            onClick={() => setStep((s) => clampStep(s - 1))}
            disabled={busy || step === 0}
          >
            {t('registration.back')}
          </Button>
          <Button type="submit" loading={busy}>
            {step === 2 ? t('registration.submit') : t('registration.next')}
          </Button>
        </Group>
      </Stack>
      <CompanyChoiceModal
        opened={pending !== undefined}
        title={t('registration.parentChoice.title')}
        text={t('registration.parentChoice.text')}
        choices={(pending?.Company.CompanyParents ?? []).map((p) => ({
          key: p.VatCode,
          name: p.Name,
          detail: p.VatCode,
        }))}
        choosing={choosing}
        onChoose={(key) => void choose(key)}
        onCancel={() => setPending(undefined)}
      />
    </form>
  );
}
