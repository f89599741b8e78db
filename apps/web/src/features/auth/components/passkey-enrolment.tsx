import '@mantine/core/styles/Checkbox.layer.css';
import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { PASSKEY_NAME_MAX } from '@sportello/contracts/auth/second-factor.values';
import { IconFingerprint } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasskeyFailureAlert } from '../../../components/passkey-failure-alert';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { usePortalForm } from '../../../lib/use-portal-form';
import { registerPasskeyCall } from '../api/second-factor-calls';
import { RecoveryCodes } from './recovery-codes';

type PasskeyForm = { name: string; passwordless: boolean };

/** The server's refusals of the name go under its field. */
const WIRE_FIELDS = { Name: 'name' } as const;

export interface PasskeyEnrolmentProps {
  /** Added, and the recovery codes (if any) saved: the page goes on. */
  onDone: () => void;
  /** The passkey is added (the recovery codes, when it is the first factor, are on screen next). */
  onRegistered?: () => void;
  /** Gives up before the passkey is added (the profile, the choice of the sign-in's set-up). */
  onCancel?: () => void;
  /** The level of the recovery codes' heading (see RecoveryCodes). */
  headingOrder?: 2 | 3;
}

/**
 * Adding a passkey or security key (decision 078), the same on the sign-in's set-up and in the
 * profile: a name to tell it apart in the list, whether it also signs in without the password (on
 * by default: the device then verifies its user with a fingerprint, the face or a PIN), the browser's
 * prompt; then, when it is the account's first second factor, the recovery codes, shown once.
 */
export function PasskeyEnrolment({ onDone, onRegistered, onCancel, headingOrder }: PasskeyEnrolmentProps) {
  const { t, i18n } = useTranslation('security');
  const catalogue = errorCatalogueOf(i18n);
  const [codes, setCodes] = useState<string[] | undefined>(undefined);
  const form = usePortalForm<PasskeyForm>({
    initialValues: { name: t('security.passkey.defaultName'), passwordless: true },
    validate: ({ name }) => (name.trim() ? {} : { name: t('security.passkey.nameRequired') }),
  });

  const submit = form.onSubmit(async ({ name, passwordless }) => {
    try {
      const { RecoveryCodes: recoveryCodes } = await registerPasskeyCall({
        Name: name.trim(),
        Passwordless: passwordless,
      });
      onRegistered?.();
      if (recoveryCodes?.length) setCodes(recoveryCodes);
      else onDone();
    } catch (error) {
      showServerRefusal(form, catalogue, error, {}, WIRE_FIELDS);
    }
  });

  if (codes) return <RecoveryCodes codes={codes} onContinue={onDone} headingOrder={headingOrder} />;

  return (
    <form
      onSubmit={(event) => {
        event.stopPropagation();
        submit(event);
      }}
      noValidate
      aria-busy={form.submitting}
    >
      <Stack gap="sm">
        <Text size="sm">{t('security.passkey.intro')}</Text>
        <TextInput
          label={t('security.passkey.name')}
          description={t('security.passkey.nameHint')}
          maxLength={PASSKEY_NAME_MAX}
          required
          readOnly={form.submitting}
          {...form.getInputProps('name')}
        />
        <Checkbox
          label={t('security.passkey.passwordless')}
          description={t('security.passkey.passwordlessHint')}
          disabled={form.submitting}
          {...form.getInputProps('passwordless', { type: 'checkbox' })}
        />
        <PasskeyFailureAlert error={form.failure} />
        <Group gap="sm" wrap="wrap">
          <Button
            type="submit"
            loading={form.submitting}
            leftSection={<IconFingerprint size={18} stroke={1.6} aria-hidden />}
          >
            {t('security.passkey.create')}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={form.submitting}>
              {t('security.profile.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
