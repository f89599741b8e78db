import { Alert, Button, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { checkEmail } from '@sportello/contracts/rules/patterns';
import { checkVatOrFiscalCode } from '@sportello/contracts/rules/vat-code';
import { localizeMessage } from '@sportello/i18n/translate';
import { IconCheck } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../components/use-dialogs';
import { errorCatalogueOf } from '../../../lib/i18n';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { sendSupportRequest } from '../api/recovery-calls';
import type { SupportMode } from '../hooks/retrieve-mode';
import { OptionalLabel } from './optional-label';
import { ruleErrorText } from './rule-error-text';

type Field = 'email' | 'vatCode' | 'visibleName' | 'phone' | 'message' | 'messageOther';
type Values = Record<Field, string>;

/** What another step already knows (e.g. the secure-code request), so that nobody types it twice. */
export type SupportPrefill = Partial<Pick<Values, 'email' | 'vatCode' | 'visibleName' | 'phone'>>;

const FIELDS: readonly Field[] = ['email', 'vatCode', 'visibleName', 'phone', 'message', 'messageOther'];
const KEY_FIELDS: Readonly<Partial<Record<string, Field>>> = {
  ERROR_BAD_EMAIL: 'email',
  ERROR_BAD_VATCODE_OR_FISCAL_CODE: 'vatCode',
  ERROR_VATCODE_BADLEN: 'vatCode',
  ERROR_VATCODE_BADCHAR: 'vatCode',
  ERROR_VATCODE_BADCHAR_CTRL: 'vatCode',
  ERROR_BAD_PHONE: 'phone',
};
const WIRE_FIELDS = {
  Email: 'email',
  VatCode: 'vatCode',
  VisibleName: 'visibleName',
  Phone: 'phone',
  Message: 'message',
  MessageOther: 'messageOther',
} as const;

export interface SupportRequestFormProps {
  mode: SupportMode;
  prefill?: SupportPrefill;
}

/**
 * Retrieve info, modes 2 to 4 (spec §3 Support request): a request to the vendor's support, answered
 * with a ticket code and acknowledged by e-mail. Field problems sit next to their fields; any other
 * failure (network, server, too many requests) is the spec's ERROR_HTTP_TOKEN alert (§7), in the
 * portal's alert dialog, never a raw message.
 */
export function SupportRequestForm({ mode, prefill }: SupportRequestFormProps) {
  const { t, i18n } = useTranslation('recovery');
  const catalogue = errorCatalogueOf(i18n);
  const dialogs = useDialogs();
  const [values, setValues] = useState<Values>({
    email: prefill?.email ?? '',
    vatCode: prefill?.vatCode ?? '',
    visibleName: prefill?.visibleName ?? '',
    phone: prefill?.phone ?? '',
    message: '',
    messageOther: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [ticket, setTicket] = useState<string | undefined>(undefined);
  const busyRef = useRef(false);
  const refs = {
    email: useRef<HTMLInputElement>(null),
    vatCode: useRef<HTMLInputElement>(null),
    visibleName: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
    messageOther: useRef<HTMLTextAreaElement>(null),
  };

  const validate = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    const required = localizeMessage(catalogue, 'ERROR_FIELD_REQUIRED');
    const email = checkEmail(values.email);
    if (!email.ok) found.email = ruleErrorText(catalogue, email);
    // Optional, but checked when given: support finds the company by it.
    if (values.vatCode.trim()) {
      const vat = checkVatOrFiscalCode(values.vatCode);
      if (!vat.ok) found.vatCode = ruleErrorText(catalogue, vat);
    }
    if (!values.visibleName.trim()) found.visibleName = required;
    if (!values.message.trim()) found.message = required;
    return found;
  };

  const focusFirst = (found: Partial<Record<Field, string>>) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) refs[first].current?.focus();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busyRef.current) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    busyRef.current = true;
    setBusy(true);
    try {
      const answer = await sendSupportRequest({
        Mode: mode,
        Email: values.email.trim(),
        VatCode: values.vatCode.trim(),
        VisibleName: values.visibleName.trim(),
        Phone: values.phone.trim(),
        Message: values.message.trim(),
        MessageOther: values.messageOther.trim(),
      });
      setTicket(answer.TicketCode);
    } catch (error) {
      const mapped = serverFieldErrors(catalogue, error, KEY_FIELDS, WIRE_FIELDS);
      if (mapped) {
        setErrors(mapped);
        focusFirst(mapped);
      } else void dialogs.alert({ message: localizeMessage(catalogue, 'ERROR_HTTP_TOKEN') });
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const update = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  if (ticket !== undefined) {
    return (
      <Alert color="green" variant="light" icon={<IconCheck aria-hidden />} role="status">
        <Text size="sm" fw={500}>
          {t('recovery.support.sent', { ticket })}
        </Text>
        <Text size="sm" mt={4}>
          {t('recovery.support.sentText')}
        </Text>
      </Alert>
    );
  }

  const input = (field: Exclude<Field, 'message' | 'messageOther'>) => ({
    label: t(`recovery.support.${field}`),
    name: field,
    value: values[field],
    onChange: (event: { currentTarget: HTMLInputElement }) => update(field, event.currentTarget.value),
    error: errors[field],
    readOnly: busy,
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={busy}>
      <Stack gap="md">
        <Text size="sm">{t(`recovery.support.intro.${mode}`)}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput ref={refs.email} {...input('email')} type="email" autoComplete="email" required />
          <TextInput
            ref={refs.vatCode}
            {...input('vatCode')}
            autoCapitalize="characters"
            spellCheck={false}
            label={<OptionalLabel label={t('recovery.support.vatCode')} />}
          />
          <TextInput ref={refs.visibleName} {...input('visibleName')} autoComplete="name" required />
          <TextInput
            ref={refs.phone}
            {...input('phone')}
            type="tel"
            autoComplete="tel"
            label={<OptionalLabel label={t('recovery.support.phone')} />}
          />
        </SimpleGrid>
        <Textarea
          ref={refs.message}
          label={t('recovery.support.message')}
          name="message"
          required
          autosize
          minRows={4}
          maxRows={10}
          value={values.message}
          onChange={(event) => update('message', event.currentTarget.value)}
          error={errors.message}
          readOnly={busy}
        />
        <Textarea
          ref={refs.messageOther}
          label={<OptionalLabel label={t('recovery.support.messageOther')} />}
          name="messageOther"
          autosize
          minRows={2}
          maxRows={6}
          value={values.messageOther}
          onChange={(event) => update('messageOther', event.currentTarget.value)}
          error={errors.messageOther}
          readOnly={busy}
        />
        <Button type="submit" loading={busy} size="md" style={{ alignSelf: 'flex-start' }}>
          {t('recovery.support.submit')}
        </Button>
      </Stack>
    </form>
  );
}
