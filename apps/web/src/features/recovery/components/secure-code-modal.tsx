import '@mantine/core/styles/Checkbox.layer.css';
import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { SecureCodeResponse } from '@sportello/contracts/recovery/secure-code.contract';
import { checkFiscalCode } from '@sportello/contracts/rules/fiscal-code';
import { checkEmail } from '@sportello/contracts/rules/patterns';
import { checkVatOrFiscalCode } from '@sportello/contracts/rules/vat-code';
import { localizeMessage } from '@sportello/i18n/translate';
import { IconAlertCircle, IconInfoCircle, IconMailForward } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CaptchaField, useFormCaptcha } from '../../../components/captcha-field';
import { OptionalLabel } from '../../../components/optional-label';
import { PrivacyNoticeLink } from '../../../components/privacy-notice-link';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import type { SupportMode, SupportPrefill } from '../../../lib/retrieve-mode';
import { fieldRuleText, ruleErrorText } from '../../../lib/rule-error-text';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { type FieldErrors, usePortalForm } from '../../../lib/use-portal-form';
import { askSecureCode } from '../api/recovery-calls';
import { type SecureCodeNextStep, secureCodeNextStep } from '../hooks/secure-code-next-step';

type Values = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  company: string;
  fiscalCode: string;
  consent: boolean;
  captcha: string;
};
type Field = keyof Values;
type TextField = Exclude<Field, 'consent' | 'captcha'>;

const KEY_FIELDS: Readonly<Partial<Record<string, Field>>> = {
  ERROR_PRIVACY_MUST_SIGN: 'consent',
  ERROR_BAD_EMAIL: 'email',
  ERROR_VATCODE_EMPTY: 'company',
  ERROR_BAD_VATCODE_OR_FISCAL_CODE: 'company',
  ERROR_VATCODE_BADLEN: 'company',
  ERROR_VATCODE_BADCHAR: 'company',
  ERROR_VATCODE_BADCHAR_CTRL: 'company',
  ERROR_BAD_USER_FISCAL_CODE: 'fiscalCode',
  ERROR_BAD_PHONE: 'phone',
  ERROR_CAPTCHA_REQUIRED: 'captcha',
  ERROR_CAPTCHA_INVALID: 'captcha',
};
const WIRE_FIELDS = {
  FirstName: 'firstName',
  LastName: 'lastName',
  PhoneNumber: 'phone',
  Email: 'email',
  Company: 'company',
  FiscalCode: 'fiscalCode',
  Consent: 'consent',
  ReCaptcha: 'captcha',
} as const;

export interface SecureCodeModalProps {
  opened: boolean;
  onClose: () => void;
  /** The requester chose to write to support: the page shows the support form in `mode`, prefilled. */
  onWriteSupport: (mode: SupportMode, prefill: SupportPrefill) => void;
}

interface Outcome {
  response: SecureCodeResponse;
  next: Exclude<SecureCodeNextStep, { kind: 'codeModal' }>;
  prefill: SupportPrefill;
}

/**
 * The secure-code request (spec §2 modal, §3 request and response, §4 outcomes): someone who wants
 * to register for a company but has no user code asks for a code, which goes to the company's
 * registered address. What follows each outcome is `secureCodeNextStep` (docs/secure-codes.md).
 */
export function SecureCodeModal({ opened, onClose, onWriteSupport }: SecureCodeModalProps) {
  const { t } = useTranslation('recovery');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('recovery.secureCode.title')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('shell.close', { ns: 'shell' }) }}
    >
      {/* Mounted only while open: every opening starts with an empty form. */}
      {opened && <SecureCodeContent onClose={onClose} onWriteSupport={onWriteSupport} />}
    </Modal>
  );
}

function SecureCodeContent({ onClose, onWriteSupport }: Omit<SecureCodeModalProps, 'opened'>) {
  const { t, i18n } = useTranslation('recovery');
  const catalogue = errorCatalogueOf(i18n);
  const navigate = useNavigate();
  // The last call answered nothing (spec §4 empty response): the form is shown again with a word why.
  const [noAnswer, setNoAnswer] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const form = usePortalForm<Values>({
    initialValues: {
      firstName: '',
      lastName: '',
      phone: '',
      email: '',
      company: '',
      fiscalCode: '',
      consent: false,
      captcha: '',
    },
    validate: (values) => {
      const found: FieldErrors<Values> = {};
      const required = localizeMessage(catalogue, 'ERROR_FIELD_REQUIRED');
      if (!values.firstName.trim()) found.firstName = required;
      if (!values.lastName.trim()) found.lastName = required;
      const email = checkEmail(values.email);
      if (!email.ok) found.email = fieldRuleText(catalogue, values.email, email);
      const company = checkVatOrFiscalCode(values.company);
      if (!values.company.trim()) found.company = localizeMessage(catalogue, 'ERROR_VATCODE_EMPTY');
      else if (!company.ok) found.company = ruleErrorText(catalogue, company);
      if (values.fiscalCode.trim() && !checkFiscalCode(values.fiscalCode).ok)
        found.fiscalCode = localizeMessage(catalogue, 'ERROR_BAD_USER_FISCAL_CODE');
      if (!values.consent) found.consent = localizeMessage(catalogue, 'ERROR_PRIVACY_MUST_SIGN');
      if (captcha.required && !values.captcha)
        found.captcha = localizeMessage(catalogue, 'ERROR_CAPTCHA_REQUIRED');
      return found;
    },
  });
  const busy = form.submitting;
  const captcha = useFormCaptcha(form);

  // A user who closes the modal before the delay is over stays where they are.
  useEffect(() => () => clearTimeout(timer.current), []);

  const handleSubmit = form.onSubmit(async (values) => {
    setNoAnswer(false);
    try {
      const vat = values.company.trim().toUpperCase();
      const response = await askSecureCode({
        FirstName: values.firstName.trim(),
        LastName: values.lastName.trim(),
        PhoneNumber: values.phone.trim(),
        Email: values.email.trim(),
        Company: vat,
        FiscalCode: values.fiscalCode.trim().toUpperCase(),
        Consent: values.consent,
        ...(values.captcha && { ReCaptcha: values.captcha }),
      });
      const next = secureCodeNextStep(response, vat);
      if (next.kind === 'codeModal' || !response) {
        // What was typed stays; the solved challenge was used up by this call.
        captcha.renew();
        setNoAnswer(true);
        return;
      }
      setOutcome({
        response,
        next,
        prefill: {
          email: values.email.trim(),
          vatCode: vat,
          visibleName: `${values.firstName.trim()} ${values.lastName.trim()}`,
          phone: values.phone.trim(),
        },
      });
      if (next.kind === 'redirect') {
        timer.current = setTimeout(() => {
          onClose();
          void navigate(next.to);
        }, next.delayMs);
      }
    } catch (error) {
      captcha.renew();
      const mapped = serverFieldErrors(catalogue, error, KEY_FIELDS, WIRE_FIELDS);
      if (mapped) form.showServerErrors(mapped);
      else form.fail(error);
    }
  });

  if (outcome) return <OutcomeView outcome={outcome} onWriteSupport={onWriteSupport} />;

  const input = (field: TextField) => ({
    ...form.getInputProps(field),
    label: t(`recovery.secureCode.${field}`),
    name: field,
    readOnly: busy,
  });

  const formErrorText =
    form.failure instanceof ApiError && form.failure.body
      ? apiErrorText(catalogue, form.failure)
      : localizeMessage(catalogue, 'ERROR_GETSECURECODE');

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={busy}>
      <Stack gap="md">
        <Text size="sm">{t('recovery.secureCode.intro')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput {...input('firstName')} autoComplete="given-name" required />
          <TextInput {...input('lastName')} autoComplete="family-name" required />
          <TextInput {...input('email')} type="email" autoComplete="email" required />
          <TextInput
            {...input('phone')}
            type="tel"
            autoComplete="tel"
            label={<OptionalLabel label={t('recovery.secureCode.phone')} />}
          />
          <TextInput {...input('company')} autoCapitalize="characters" spellCheck={false} required />
          <TextInput
            {...input('fiscalCode')}
            autoCapitalize="characters"
            spellCheck={false}
            label={<OptionalLabel label={t('recovery.secureCode.fiscalCode')} />}
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Checkbox
            {...form.getInputProps('consent', { type: 'checkbox' })}
            label={t('recovery.secureCode.consent')}
            disabled={busy}
          />
          <PrivacyNoticeLink />
        </Stack>
        <CaptchaField
          key={captcha.round}
          language={i18n.language.slice(0, 2)}
          error={form.errors.captcha}
          onChange={(payload) => form.setFieldValue('captcha', payload)}
          onProgressChange={captcha.onProgressChange}
        />
        {noAnswer && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
            {t('recovery.secureCode.noAnswer')}
          </Alert>
        )}
        {form.failure !== undefined && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {formErrorText}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('recovery.cancel')}
          </Button>
          <Button type="submit" loading={busy || captcha.waiting}>
            {t('recovery.secureCode.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function OutcomeView({
  outcome: { response, next, prefill },
  onWriteSupport,
}: {
  outcome: Outcome;
  onWriteSupport: SecureCodeModalProps['onWriteSupport'];
}) {
  const { t, i18n } = useTranslation('recovery');
  const message = localizeMessage(errorCatalogueOf(i18n), response.Message);
  const sent = response.Code === 'COMPLETED' || response.Code === 'COMPLETED_NO_CODE';

  return (
    <Stack gap="md" data-outcome={response.Code}>
      <Alert
        color={sent ? 'green' : 'blue'}
        variant="light"
        icon={sent ? <IconMailForward aria-hidden /> : <IconInfoCircle aria-hidden />}
        role="status"
      >
        <Text size="sm">
          {message}
          {next.kind === 'offerSupport' && next.maskedEmail && (
            <>
              {' '}
              <Text component="strong" fw={600} size="sm" data-testid="masked-email">
                {next.maskedEmail}
              </Text>
            </>
          )}
        </Text>
        {next.kind === 'redirect' && (
          <Text size="sm" mt={4} fw={500}>
            {t('recovery.redirecting')}
          </Text>
        )}
      </Alert>
      {next.kind === 'offerSupport' && (
        <>
          <Text size="sm">
            {t(next.maskedEmail ? 'recovery.secureCode.addressUnread' : 'recovery.secureCode.notFoundHelp')}
          </Text>
          <Button style={{ alignSelf: 'flex-start' }} onClick={() => onWriteSupport(next.mode, prefill)}>
            {t('recovery.secureCode.writeSupport')}
          </Button>
        </>
      )}
    </Stack>
  );
}
