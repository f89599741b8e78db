import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { checkEmail } from '@sportello/contracts/rules/patterns';
import { IconAlertCircle, IconMailForward } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { sendUserNames } from '../api/recovery-calls';
import { undisclosedFailure } from '../hooks/undisclosed-failure';
import { ruleErrorText } from './rule-error-text';

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
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<unknown>(undefined);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const busyRef = useRef(false);
  const emailRef = useRef<HTMLInputElement>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busyRef.current) return;
    setFormError(undefined);
    const checked = checkEmail(email);
    if (!checked.ok) {
      setEmailError(ruleErrorText(catalogue, checked));
      emailRef.current?.focus();
      return;
    }
    busyRef.current = true;
    setBusy(true);
    try {
      await sendUserNames({ Email: email.trim() });
      setSent(true);
    } catch (error) {
      const failure = undisclosedFailure(catalogue, error, FIELDS, showErrors);
      if (failure.kind === 'fields') setEmailError(failure.errors.email);
      else if (failure.kind === 'show') setFormError(error);
      else setSent(true);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

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
          ref={emailRef}
          label={t('recovery.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setEmailError(undefined);
          }}
          error={emailError}
          readOnly={busy}
        />
        {formError !== undefined && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            <Stack gap="xs" align="flex-start">
              <span>{apiErrorText(catalogue, formError)}</span>
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
