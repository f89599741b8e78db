import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Typography.layer.css';
import { Checkbox, Stack, Text, Typography } from '@mantine/core';
import type { Disclaimer } from '@sportello/contracts/registration/disclaimers.contract';
import { type Catalogue, localizeMessage } from '@sportello/i18n/translate';
import { useTranslation } from 'react-i18next';
import type { FieldErrors, PortalForm } from '../lib/use-portal-form';
import { PrivacyNoticeLink } from './privacy-notice-link';

/** The privacy step's values: the acknowledgement, and the ids of the disclaimers accepted. */
export type PrivacyValues = { privacy: boolean; disclaimers: number[] };

export const EMPTY_PRIVACY: PrivacyValues = { privacy: false, disclaimers: [] };

/** The wire names of these fields, as the server names them in an error's `Fields`. */
export const PRIVACY_WIRE_FIELDS = { Privacy: 'privacy', Disclaimers: 'disclaimers' } as const;

/** Spec §5: privacy acknowledged (ERROR_PRIVACY_MUST_SIGN) and every mandatory disclaimer accepted. */
export function privacyErrors(
  catalogue: Catalogue | undefined,
  values: PrivacyValues,
  disclaimers: readonly Disclaimer[],
): FieldErrors<PrivacyValues> {
  const found: FieldErrors<PrivacyValues> = {};
  if (!values.privacy) found.privacy = localizeMessage(catalogue, 'ERROR_PRIVACY_MUST_SIGN');
  if (disclaimers.some((d) => d.Mandatory && !values.disclaimers.includes(d.Id)))
    found.disclaimers = localizeMessage(catalogue, 'ERROR_DISCLAIMERS_MUST_ACCEPT');
  return found;
}

/** The wire body of these values: the acknowledgement and the answer to every disclaimer. */
export function privacyWireData(values: PrivacyValues, disclaimers: readonly Disclaimer[]) {
  return {
    Privacy: { PrivacyAck: values.privacy },
    Disclaimers: disclaimers.map((d) => ({
      Id: d.Id,
      Version: d.Version,
      Accepted: values.disclaimers.includes(d.Id),
    })),
  };
}

export interface PrivacyFieldsProps {
  form: PortalForm<PrivacyValues>;
  /** The disclaimers of the company's type, each to accept (spec §5: when the type is non-zero). */
  disclaimers: readonly Disclaimer[];
  busy: boolean;
}

/**
 * The privacy step of the registration and invitation wizards: the privacy acknowledgement, every
 * disclaimer with its text, and the note that the newsletter is always on (spec §9). A disclaimer
 * not accepted yet shows the disclaimers' message; the first of them takes the focus.
 */
export function PrivacyFields({ form, disclaimers, busy }: PrivacyFieldsProps) {
  const { t } = useTranslation('registration');
  const accepted = form.values.disclaimers;
  const accept = (id: number, yes: boolean) =>
    form.setFieldValue('disclaimers', yes ? [...accepted, id] : accepted.filter((other) => other !== id));
  return (
    <Stack gap="md">
      <Text size="sm">{t('registration.privacy.intro')}</Text>
      <Stack gap={4}>
        <Checkbox
          {...form.getInputProps('privacy', { type: 'checkbox' })}
          label={t('registration.privacy.ack')}
          disabled={busy}
        />
        <PrivacyNoticeLink />
      </Stack>
      {disclaimers.map((d) => (
        <Stack key={d.Id} gap={4}>
          <Text fw={600} size="sm">
            {d.Title}
          </Text>
          <Typography fz="sm" c="dimmed">
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when saved */}
            <div dangerouslySetInnerHTML={{ __html: d.Text }} />
          </Typography>
          <Checkbox
            // The field's name (for the focus) and message go to the mandatory ones still to accept.
            {...(accepted.includes(d.Id) || !d.Mandatory ? {} : form.getInputProps('disclaimers'))}
            value={String(d.Id)}
            label={`${t('registration.privacy.accept')}: ${d.Title}`}
            checked={accepted.includes(d.Id)}
            onChange={(e) => accept(d.Id, e.currentTarget.checked)}
            disabled={busy}
          />
        </Stack>
      ))}
      <Text size="sm" c="dimmed">
        {t('registration.privacy.newsletter')}
      </Text>
    </Stack>
  );
}
