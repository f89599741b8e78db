import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { TOTP_DIGITS } from '@sportello/contracts/auth/second-factor.values';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCatalogueOf } from '../lib/i18n';
import { showServerRefusal } from '../lib/server-field-errors';
import { usePortalForm } from '../lib/use-portal-form';
import { ErrorAlert } from './error-alert';

type CodeForm = { code: string };

/** The refusals that concern the code itself go under the field; any other one above the buttons. */
const KEY_FIELDS = {
  ERROR_SECOND_FACTOR_CODE: 'code',
  ERROR_SECOND_FACTOR_LOCKED: 'code',
  ERROR_SECOND_FACTOR_NONE: 'code',
} as const;
const WIRE_FIELDS = { Code: 'code' } as const;

/** The longest code a person may type: a recovery code (`xxxxx-xxxxx`) with some spaces around. */
const RECOVERY_CODE_MAX = 20;
/** Six digits, also as authenticator apps show them (`123 456`). */
const AUTHENTICATOR_CODE_MAX = TOTP_DIGITS + 4;

export interface SecondFactorCodeFormProps {
  /**
   * Sends the code as typed (the server drops spaces and ignores case). A refusal of the code (wrong,
   * used, locked) is shown under the field; any other failure above the buttons.
   */
  onSubmit: (code: string) => Promise<unknown>;
  submitLabel: string;
  /** Whether a recovery code may be typed instead (not to confirm a new authenticator). */
  allowRecovery?: boolean;
  /**
   * Only a recovery code: the account has no authenticator app (its passkeys are proven otherwise),
   * so the field never asks for the app's six digits.
   */
  recoveryOnly?: boolean;
  /** Beside the submit button: a cancel button. */
  secondary?: ReactNode;
  /** The field takes the focus when shown (a page or dialog about this code alone). */
  autoFocus?: boolean;
}

/**
 * The one field of a second factor's proof (decision 078): the authenticator's six digits, offered
 * as a one-time code (the phone's keyboard shows digits, and may fill in a code it received), or, on
 * request, a recovery code (only that, for an account whose other factors are passkeys). Shared by
 * the sign-in's second step, the profile and the step-up dialog.
 */
export function SecondFactorCodeForm({
  onSubmit,
  submitLabel,
  allowRecovery = false,
  recoveryOnly = false,
  secondary,
  autoFocus = false,
}: SecondFactorCodeFormProps) {
  const { t, i18n } = useTranslation('security');
  const catalogue = errorCatalogueOf(i18n);
  const [recovery, setRecovery] = useState(recoveryOnly);
  const [switches, setSwitches] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  // On arrival (when asked), and after each switch between the two kinds, the field is ready to type in.
  useEffect(() => {
    if (autoFocus || switches > 0) input.current?.focus();
  }, [autoFocus, switches]);
  const form = usePortalForm<CodeForm>({
    initialValues: { code: '' },
    validate: ({ code }) => {
      const typed = code.replace(/\s+/g, '');
      if (!typed) return { code: t('security.code.required') };
      if (!recovery && !new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(typed))
        return { code: t('security.code.digits', { digits: TOTP_DIGITS }) };
      return {};
    },
  });

  const submit = form.onSubmit(async ({ code }) => {
    try {
      await onSubmit(code.trim());
    } catch (error) {
      showServerRefusal(form, catalogue, error, KEY_FIELDS, WIRE_FIELDS);
    }
  });

  const switchKind = () => {
    form.reset();
    setRecovery((current) => !current);
    setSwitches((count) => count + 1);
  };

  return (
    <form
      onSubmit={(event) => {
        // In a dialog (a portal), React would pass the event on to a form around the dialog's caller.
        event.stopPropagation();
        submit(event);
      }}
      noValidate
      aria-busy={form.submitting}
    >
      <Stack gap="sm">
        <TextInput
          // A new field for the other kind: the browser's one-time-code filling is for the digits only.
          key={recovery ? 'recovery' : 'authenticator'}
          label={recovery ? t('security.code.recoveryLabel') : t('security.code.label')}
          description={recovery ? t('security.code.recoveryHint') : t('security.code.hint')}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={recovery ? RECOVERY_CODE_MAX : AUTHENTICATOR_CODE_MAX}
          required
          readOnly={form.submitting}
          ref={input}
          data-autofocus={autoFocus || undefined}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.08em' } }}
          {...form.getInputProps('code')}
        />
        {allowRecovery && !recoveryOnly && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={switchKind}
            disabled={form.submitting}
            style={{ alignSelf: 'flex-start' }}
          >
            {recovery ? t('security.code.useApp') : t('security.code.useRecovery')}
          </Anchor>
        )}
        <ErrorAlert error={form.failure} />
        <Group gap="sm" wrap="wrap">
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
          {secondary}
        </Group>
      </Stack>
    </form>
  );
}
