import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Stack, Text } from '@mantine/core';
import type { Disclaimer } from '@sportello/contracts/registration/disclaimers.contract';
import { useTranslation } from 'react-i18next';

export interface PrivacyFieldsProps {
  privacy: boolean;
  onPrivacyChange: (accepted: boolean) => void;
  privacyError?: string;
  /** The disclaimers of the company's type, each to accept (spec §5: when the type is non-zero). */
  disclaimers: Disclaimer[];
  accepted: Record<number, boolean>;
  onAcceptedChange: (id: number, accepted: boolean) => void;
  /** Shown next to each disclaimer not accepted yet. */
  disclaimersError?: string;
  busy: boolean;
}

/**
 * The privacy step of the registration and invitation wizards: the privacy acknowledgement, every
 * disclaimer with its text, and the note that the newsletter is always on (spec §9).
 */
export function PrivacyFields(props: PrivacyFieldsProps) {
  const { t } = useTranslation('registration');
  return (
    <Stack gap="md">
      <Text size="sm">{t('registration.privacy.intro')}</Text>
      <Checkbox
        label={t('registration.privacy.ack')}
        checked={props.privacy}
        onChange={(e) => props.onPrivacyChange(e.currentTarget.checked)}
        error={props.privacyError}
        disabled={props.busy}
      />
      {props.disclaimers.map((d) => (
        <Stack key={d.Id} gap={4}>
          <Text fw={600} size="sm">
            {d.Title}
          </Text>
          <Text size="sm" c="dimmed">
            {d.Text}
          </Text>
          <Checkbox
            label={`${t('registration.privacy.accept')}: ${d.Title}`}
            checked={!!props.accepted[d.Id]}
            onChange={(e) => props.onAcceptedChange(d.Id, e.currentTarget.checked)}
            error={props.accepted[d.Id] ? undefined : props.disclaimersError}
            disabled={props.busy}
          />
        </Stack>
      ))}
      <Text size="sm" c="dimmed">
        {t('registration.privacy.newsletter')}
      </Text>
    </Stack>
  );
}
