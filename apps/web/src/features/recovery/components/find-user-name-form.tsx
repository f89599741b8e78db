import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { checkEmail } from '@sportello/contracts/rules/patterns';
import { IconAlertCircle, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { fieldRuleText } from '../../../lib/rule-error-text';
import { usePortalForm } from '../../../lib/use-portal-form';
import { sendUserNames } from '../api/recovery-calls';
import { undisclosedFailure } from '../hooks/undisclosed-failure';

const FIELDS = { byKey: { ERROR_BAD_EMAIL: 'email' }, byWireName: { Email: 'email' } } as const;

/**
 * Retrieve info, mode 1 "ask user name": the user names registered to an address are e-mailed to it.
 * The server answers the same whether or not the address is known, and so does the page. Other
 * failures (service down, too many requests) show, with an offer to write to support, only when the
 * portal shows page errors; otherwise they read as success too (spec §8).
 */
export function FindUserNameForm({
  showErrors,
  onOfferSupport,
}: {
  showErrors: boolean;
  onOfferSupport: () => void;
}) {
  const { t, i18n } = useTranslation('recovery');
  const catalogue = errorCatalogueOf(i18n);
  const [sent, setSent] = useState(false);
  const form = usePortalForm({
    initialValues: { email: '' },
    validate: ({ email }) => {
      const checked = checkEmail(email);
      return checked.ok ? {} : { email: fieldRuleText(catalogue, email, checked) };
    },
  });
  const busy = form.submitting;

  const handleSubmit = form.onSubmit(async ({ email }) => {
    try {
      await sendUserNames({ Email: email.trim() });
      setSent(true);
    } catch (error) {
      const failure = undisclosedFailure(catalogue, error, FIELDS, showErrors);
      if (failure.kind === 'fields') form.showServerErrors(failure.errors);
      else if (failure.kind === 'show') form.fail(error);
      else setSent(true);
    }
  });

  if (sent) {
    return (
      <Alert color="green" variant="light" icon={<IconMailForward aria-hidden />} role="status">
        {t('recovery.userName.sent')}
      </Alert>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={busy}>
      <Stack gap="md">
        <Text size="sm">{t('recovery.userName.intro')}</Text>
        <TextInput
          {...form.getInputProps('email')}
          label={t('recovery.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          readOnly={busy}
        />
        {form.failure !== undefined && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            <Stack gap="xs" align="flex-start">
              <span>{apiErrorText(catalogue, form.failure)}</span>
              <Button variant="light" size="xs" onClick={onOfferSupport}>
                {t('recovery.userName.offerSupport')}
              </Button>
            </Stack>
          </Alert>
        )}
        <Button type="submit" loading={busy} size="md" style={{ alignSelf: 'flex-start' }}>
          {t('recovery.userName.submit')}
        </Button>
      </Stack>
    </form>
  );
}
