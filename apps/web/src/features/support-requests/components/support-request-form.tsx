import { Button, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { checkEmail } from '@sportello/contracts/rules/patterns';
import { checkVatOrFiscalCode } from '@sportello/contracts/rules/vat-code';
import { localizeMessage } from '@sportello/i18n/translate';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaField, useFormCaptcha } from '../../../components/captcha-field';
import { OptionalLabel } from '../../../components/optional-label';
import { SentWithCode } from '../../../components/sent-with-code';
import { useDialogs } from '../../../components/use-dialogs';
import { errorCatalogueOf } from '../../../lib/i18n';
import type { SupportMode, SupportPrefill } from '../../../lib/retrieve-mode';
import { fieldRuleText, ruleErrorText } from '../../../lib/rule-error-text';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { type FieldErrors, usePortalForm } from '../../../lib/use-portal-form';
import { sendSupportRequest } from '../api/support-request-calls';

type Field = 'email' | 'vatCode' | 'visibleName' | 'phone' | 'message' | 'messageOther' | 'captcha';
type Values = Record<Field, string>;

const KEY_FIELDS: Readonly<Partial<Record<string, Field>>> = {
  ERROR_BAD_EMAIL: 'email',
  ERROR_BAD_VATCODE_OR_FISCAL_CODE: 'vatCode',
  ERROR_VATCODE_BADLEN: 'vatCode',
  ERROR_VATCODE_BADCHAR: 'vatCode',
  ERROR_VATCODE_BADCHAR_CTRL: 'vatCode',
  ERROR_BAD_PHONE: 'phone',
  ERROR_CAPTCHA_REQUIRED: 'captcha',
  ERROR_CAPTCHA_INVALID: 'captcha',
};
const WIRE_FIELDS = {
  Email: 'email',
  VatCode: 'vatCode',
  VisibleName: 'visibleName',
  Phone: 'phone',
  Message: 'message',
  MessageOther: 'messageOther',
  ReCaptcha: 'captcha',
} as const;

export interface SupportRequestFormProps {
  mode: SupportMode;
  prefill?: SupportPrefill;
}

/**
 * Retrieve info, modes 2 to 4 (spec §3 Support request): a request to the vendor's support, answered
 * with a ticket code and acknowledged by e-mail. Anyone may send one, so it carries a solved captcha.
 * Field problems sit next to their fields (the captcha's under the captcha); any other failure
 * (network, server, too many requests) is the spec's ERROR_HTTP_TOKEN alert (§7), in the portal's
 * alert dialog, never a raw message.
 */
export function SupportRequestForm({ mode, prefill }: SupportRequestFormProps) {
  const { t, i18n } = useTranslation('recovery');
  const catalogue = errorCatalogueOf(i18n);
  const dialogs = useDialogs();
  const [ticket, setTicket] = useState<string | undefined>(undefined);
  const form = usePortalForm<Values>({
    initialValues: {
      email: prefill?.email ?? '',
      vatCode: prefill?.vatCode ?? '',
      visibleName: prefill?.visibleName ?? '',
      phone: prefill?.phone ?? '',
      message: '',
      messageOther: '',
      captcha: '',
    },
    validate: (next) => {
      const found: FieldErrors<Values> = {};
      const required = localizeMessage(catalogue, 'ERROR_FIELD_REQUIRED');
      const email = checkEmail(next.email);
      if (!email.ok) found.email = fieldRuleText(catalogue, next.email, email);
      // Optional, but checked when given: support finds the company by it.
      if (next.vatCode.trim()) {
        const vat = checkVatOrFiscalCode(next.vatCode);
        if (!vat.ok) found.vatCode = ruleErrorText(catalogue, vat);
      }
      if (!next.visibleName.trim()) found.visibleName = required;
      if (!next.message.trim()) found.message = required;
      if (captcha.required && !next.captcha)
        found.captcha = localizeMessage(catalogue, 'ERROR_CAPTCHA_REQUIRED');
      return found;
    },
  });
  const captcha = useFormCaptcha(form);
  const busy = form.submitting;

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      const answer = await sendSupportRequest({
        Mode: mode,
        Email: values.email.trim(),
        VatCode: values.vatCode.trim(),
        VisibleName: values.visibleName.trim(),
        Phone: values.phone.trim(),
        Message: values.message.trim(),
        MessageOther: values.messageOther.trim(),
        ...(values.captcha && { ReCaptcha: values.captcha }),
      });
      setTicket(answer.TicketCode);
    } catch (error) {
      // What was typed stays; the solved challenge may have been used up by this call.
      captcha.renew();
      const mapped = serverFieldErrors<Field>(catalogue, error, KEY_FIELDS, WIRE_FIELDS);
      if (mapped) form.showServerErrors(mapped);
      else void dialogs.alert({ message: localizeMessage(catalogue, 'ERROR_HTTP_TOKEN') });
    }
  });

  // The requester has no account to find the code in again: it is theirs to copy.
  if (ticket !== undefined) {
    return (
      <SentWithCode
        sentence={t('recovery.support.sent', { ticket })}
        code={ticket}
        copyLabel={t('recovery.support.copyCode')}
      >
        {t('recovery.support.sentText')}
      </SentWithCode>
    );
  }

  const input = (field: Exclude<Field, 'message' | 'messageOther' | 'captcha'>) => ({
    ...form.getInputProps(field),
    label: t(`recovery.support.${field}`),
    name: field,
    readOnly: busy,
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={busy}>
      <Stack gap="md">
        <Text size="sm">{t(`recovery.support.intro.${mode}`)}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput {...input('email')} type="email" autoComplete="email" required />
          <TextInput
            {...input('vatCode')}
            autoCapitalize="characters"
            spellCheck={false}
            label={<OptionalLabel label={t('recovery.support.vatCode')} />}
          />
          <TextInput {...input('visibleName')} autoComplete="name" required />
          <TextInput
            {...input('phone')}
            type="tel"
            autoComplete="tel"
            label={<OptionalLabel label={t('recovery.support.phone')} />}
          />
        </SimpleGrid>
        <Textarea
          {...form.getInputProps('message')}
          label={t('recovery.support.message')}
          name="message"
          required
          autosize
          minRows={4}
          maxRows={10}
          readOnly={busy}
        />
        <Textarea
          {...form.getInputProps('messageOther')}
          label={<OptionalLabel label={t('recovery.support.messageOther')} />}
          name="messageOther"
          autosize
          minRows={2}
          maxRows={6}
          readOnly={busy}
        />
        <CaptchaField
          key={captcha.round}
          language={i18n.language.slice(0, 2)}
          error={form.errors.captcha}
          onChange={(payload) => form.setFieldValue('captcha', payload)}
          onProgressChange={captcha.onProgressChange}
        />
        <Button type="submit" loading={busy || captcha.waiting} size="md" style={{ alignSelf: 'flex-start' }}>
          {t('recovery.support.submit')}
        </Button>
      </Stack>
    </form>
  );
}
