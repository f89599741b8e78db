import { Stack } from '@mantine/core';
import type { Disclaimer } from '@sportello/contracts/registration/disclaimers.contract';
import { useTranslation } from 'react-i18next';
import { CaptchaField, type useFormCaptcha } from '../../../components/captcha-field';
import { PrivacyFields } from '../../../components/privacy-fields';
import type { PortalForm } from '../../../lib/use-portal-form';
import type { RegistrationPrivacyValues } from '../hooks/registration-forms';

export interface PrivacyStepProps {
  form: PortalForm<RegistrationPrivacyValues>;
  disclaimers: readonly Disclaimer[];
  /** The step's captcha (a solved challenge works once: a new round shows a fresh one). */
  captcha: ReturnType<typeof useFormCaptcha>;
  busy: boolean;
}

/** Registration step 2 (spec §5): privacy, the company type's disclaimers and the captcha. */
export function PrivacyStep({ form, disclaimers, captcha, busy }: PrivacyStepProps) {
  const { i18n } = useTranslation();
  return (
    <Stack gap="md" mt="md">
      <PrivacyFields form={form} disclaimers={disclaimers} busy={busy} />
      <CaptchaField
        key={captcha.round}
        language={i18n.language.slice(0, 2)}
        error={form.errors.captcha}
        onChange={(payload) => form.setFieldValue('captcha', payload)}
        onProgressChange={captcha.onProgressChange}
      />
    </Stack>
  );
}
