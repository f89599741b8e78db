import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { checkPasswordPolicy, checkPasswordsMatch } from '@sportello/contracts/rules/password';
import { checkEmail } from '@sportello/contracts/rules/patterns';
import { localizeMessage } from '@sportello/i18n/translate';
import { IconCheck, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CapsLockPasswordInput } from '../../../components/caps-lock-password-input';
import { ErrorAlert } from '../../../components/error-alert';
import { paths } from '../../../config/paths';
import { resetCsrfToken } from '../../../lib/api-client';
import { errorDetailOf, errorKeyOf } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { passwordPolicyText } from '../../../lib/password-error-text';
import { fieldRuleText } from '../../../lib/rule-error-text';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { usePasswordMinLength } from '../../../lib/use-password-min-length';
import { type FieldErrors, usePortalForm } from '../../../lib/use-portal-form';
import { sendResetCode, setNewPassword } from '../api/recovery-calls';
import { undisclosedFailure } from '../hooks/undisclosed-failure';
import { useDelayedNavigation } from '../hooks/use-delayed-navigation';
import { useSignOutAfterRequest } from '../hooks/use-sign-out-after-request';

/** Spec §4 Reset: after the confirmation the user goes to the sign-in page after 3 s. */
export const RESET_DONE_REDIRECT_MS = 3000;

export interface ResetPasswordFlowProps {
  /** `?user=` of the e-mailed link: the flow opens at the code step with this user name. */
  initialUserName?: string;
  /** The portal's page-error setting: when false, a failed step 1 reads as success. */
  showErrors: boolean;
  /**
   * Called once the server set the new password. The server has ended every session of the user,
   * so the page forgets the session it knew (which may have been this user's).
   */
  onPasswordReset?: () => void;
}

type RequestValues = { email: string; userName: string };
type ConfirmValues = { userName: string; code: string; password: string; confirm: string };

const REQUEST_FIELDS = {
  byKey: { ERROR_BAD_EMAIL: 'email' },
  byWireName: { Email: 'email', UserName: 'userName' },
} as const;
const CONFIRM_KEY_FIELDS = {
  ERROR_INVALID_CODE: 'code',
  ERROR_EMPTY_CODE: 'code',
  ERROR_EMPTY_USER: 'userName',
  ERROR_PASSOWRD_NOMATCH: 'confirm',
} as const;
const CONFIRM_WIRE_FIELDS = {
  UserName: 'userName',
  Code: 'code',
  Password: 'password',
  Password2: 'confirm',
} as const;

/**
 * Password reset (spec §2 "request, then activation-code confirmation", §4 Reset, §5 Reset): step 1
 * e-mails an activation code to the account whose e-mail and user name belong together; the answer
 * is the same whether or not such an account exists, so the page always says the same thing and
 * moves on to step 2 — and, when the portal hides page errors, so does any other failure of step 1.
 * Step 2 takes the code and the new password twice.
 */
export function ResetPasswordFlow({ initialUserName, showErrors, onPasswordReset }: ResetPasswordFlowProps) {
  const [step, setStep] = useState<'request' | 'confirm'>(initialUserName ? 'confirm' : 'request');
  const [userName, setUserName] = useState(initialUserName ?? '');
  const [requested, setRequested] = useState(false);
  const signOutAfterRequest = useSignOutAfterRequest();

  if (step === 'request') {
    return (
      <RequestStep
        initialUserName={userName}
        showErrors={showErrors}
        onRequested={(name) => {
          setUserName(name);
          setRequested(true);
          setStep('confirm');
          signOutAfterRequest();
        }}
      />
    );
  }
  return (
    <ConfirmStep
      initialUserName={userName}
      requested={requested}
      onAskAgain={() => {
        setRequested(false);
        setStep('request');
      }}
      onPasswordReset={onPasswordReset}
    />
  );
}

function RequestStep({
  initialUserName,
  showErrors,
  onRequested,
}: {
  initialUserName: string;
  showErrors: boolean;
  onRequested: (userName: string) => void;
}) {
  const { t, i18n } = useTranslation('recovery');
  const catalogue = errorCatalogueOf(i18n);
  const form = usePortalForm<RequestValues>({
    initialValues: { email: '', userName: initialUserName },
    validate: (next) => {
      const found: FieldErrors<RequestValues> = {};
      const empty = localizeMessage(catalogue, 'ERROR_EMPTY_USER');
      if (!next.email.trim()) found.email = empty;
      else {
        const email = checkEmail(next.email);
        if (!email.ok) found.email = fieldRuleText(catalogue, next.email, email);
      }
      if (!next.userName.trim()) found.userName = empty;
      return found;
    },
  });
  const busy = form.submitting;

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      await sendResetCode({ Email: values.email.trim(), UserName: values.userName.trim() });
      onRequested(values.userName.trim());
    } catch (error) {
      const failure = undisclosedFailure(catalogue, error, REQUEST_FIELDS, showErrors);
      if (failure.kind === 'fields') form.showServerErrors(failure.errors);
      else if (failure.kind === 'show') form.fail(error);
      else onRequested(values.userName.trim());
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={busy}>
      <Stack gap="md">
        <Text size="sm">{t('recovery.reset.requestIntro')}</Text>
        <TextInput
          {...form.getInputProps('email')}
          label={t('recovery.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          readOnly={busy}
        />
        <TextInput
          {...form.getInputProps('userName')}
          label={t('recovery.userName')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          readOnly={busy}
        />
        <ErrorAlert error={form.failure} />
        <Button type="submit" loading={busy} size="md" style={{ alignSelf: 'flex-start' }}>
          {t('recovery.reset.requestSubmit')}
        </Button>
      </Stack>
    </form>
  );
}

function ConfirmStep({
  initialUserName,
  requested,
  onAskAgain,
  onPasswordReset,
}: {
  initialUserName: string;
  /** Step 1 was just done on this page (rather than arriving from the e-mailed link). */
  requested: boolean;
  onAskAgain: () => void;
  onPasswordReset: (() => void) | undefined;
}) {
  const { t, i18n } = useTranslation('recovery');
  const { t: tLogin } = useTranslation('login');
  const catalogue = errorCatalogueOf(i18n);
  const navigateLater = useDelayedNavigation();
  const [done, setDone] = useState(false);
  const passwordMinLength = usePasswordMinLength();
  const form = usePortalForm<ConfirmValues>({
    initialValues: { userName: initialUserName, code: '', password: '', confirm: '' },
    validate: (next) => {
      const found: FieldErrors<ConfirmValues> = {};
      if (!next.userName.trim()) found.userName = localizeMessage(catalogue, 'ERROR_EMPTY_USER');
      if (!next.code.trim()) found.code = localizeMessage(catalogue, 'ERROR_EMPTY_CODE');
      // First and last name are unknown here; the server checks them too and its refusal lands below.
      const policy = checkPasswordPolicy(
        next.password,
        { userName: next.userName.trim() },
        { minLength: passwordMinLength },
      );
      if (!next.password) found.password = tLogin('login.changePassword.newRequired');
      else if (!policy.ok) found.password = passwordPolicyText(tLogin, policy.detail);
      if (!next.confirm) found.confirm = tLogin('login.changePassword.confirmRequired');
      else if (!checkPasswordsMatch(next.password, next.confirm).ok)
        found.confirm = localizeMessage(catalogue, 'ERROR_PASSOWRD_NOMATCH');
      return found;
    },
  });
  const busy = form.submitting;

  const handleSubmit = form.onSubmit(async (values) => {
    if (done) return;
    try {
      await setNewPassword({
        UserName: values.userName.trim(),
        Code: values.code.trim(),
        Password: values.password,
        Password2: values.confirm,
      });
    } catch (error) {
      const mapped =
        errorKeyOf(error) === 'ERROR_PASSOWRD_INVALID'
          ? { password: passwordPolicyText(tLogin, errorDetailOf(error)) }
          : serverFieldErrors(catalogue, error, CONFIRM_KEY_FIELDS, CONFIRM_WIRE_FIELDS);
      if (mapped) form.showServerErrors(mapped);
      else form.fail(error);
      return;
    }
    // The server ended every session of the user: the token bound to the old session is useless.
    resetCsrfToken();
    onPasswordReset?.();
    setDone(true);
    navigateLater(paths.login, RESET_DONE_REDIRECT_MS);
  });

  if (done) {
    return (
      <Alert color="green" variant="light" icon={<IconCheck aria-hidden />} role="status">
        <Text size="sm" fw={500}>
          {t('recovery.reset.done')}
        </Text>
        <Text size="sm" mt={4}>
          {t('recovery.redirectingToLogin')}
        </Text>
      </Alert>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={busy}>
      <Stack gap="md">
        {requested ? (
          <Alert color="green" variant="light" icon={<IconMailForward aria-hidden />} role="status">
            {t('recovery.reset.requested')}
          </Alert>
        ) : (
          <Text size="sm">{t('recovery.reset.confirmIntro')}</Text>
        )}
        <TextInput
          {...form.getInputProps('userName')}
          label={t('recovery.userName')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          readOnly={busy}
        />
        <TextInput
          {...form.getInputProps('code')}
          label={t('recovery.reset.code')}
          name="one-time-code"
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
          required
          readOnly={busy}
        />
        <CapsLockPasswordInput
          {...form.getInputProps('password')}
          label={t('recovery.reset.newPassword')}
          description={tLogin('login.changePassword.policy', { min: passwordMinLength })}
          name="new-password"
          autoComplete="new-password"
          required
          readOnly={busy}
        />
        <CapsLockPasswordInput
          {...form.getInputProps('confirm')}
          label={t('recovery.reset.confirmPassword')}
          name="confirm-password"
          autoComplete="new-password"
          required
          readOnly={busy}
        />
        <ErrorAlert error={form.failure} />
        <Button type="submit" loading={busy} size="md" style={{ alignSelf: 'flex-start' }}>
          {t('recovery.reset.confirmSubmit')}
        </Button>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={onAskAgain}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('recovery.reset.askAgain')}
        </Anchor>
      </Stack>
    </form>
  );
}
