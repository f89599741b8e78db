import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  checkPasswordPolicy,
  checkPasswordStrength,
  checkPasswordsMatch,
} from '@sportello/contracts/rules/password';
import { localizeMessage } from '@sportello/i18n/translate';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CapsLockPasswordInput } from '../../../components/caps-lock-password-input';
import { ErrorAlert } from '../../../components/error-alert';
import { errorDetailOf, errorKeyOf } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { passwordPolicyText } from '../../../lib/password-error-text';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { usePasswordMinLength } from '../../../lib/use-password-min-length';
import { type FieldErrors, usePortalForm } from '../../../lib/use-portal-form';
import { useChangePassword } from '../hooks/use-auth-mutations';

export interface ChangePasswordFormProps {
  /** The user's names: the policy refuses passwords that contain them (spec §5). */
  personal: { firstName: string; lastName: string; userName: string };
  /** Called after the server accepted the new password and the session was refreshed. */
  onChanged: () => void;
}

type Values = { old: string; new: string; confirm: string };

/** Wire field names of the change-password call, for the server's per-field validation errors. */
const WIRE_FIELDS = { OldPassword: 'old', NewPassword: 'new', NewPassword2: 'confirm' } as const;

const STRENGTH_COLOR = { strong: 'green.9', medium: 'yellow.9', invalid: 'red.8' } as const;

/**
 * Change password (spec §5): current password, new password twice. The browser checks the same rules
 * as the server (`@sportello/contracts/rules/password`) for instant feedback; whatever the server
 * still refuses is shown next to the field it concerns, in the UI language.
 */
export function ChangePasswordForm({ personal, onChanged }: ChangePasswordFormProps) {
  const { t, i18n } = useTranslation('login');
  const changePassword = useChangePassword();
  const passwordMinLength = usePasswordMinLength();
  const catalogue = errorCatalogueOf(i18n);
  const form = usePortalForm<Values>({
    initialValues: { old: '', new: '', confirm: '' },
    validate: (next) => {
      const errors: FieldErrors<Values> = {};
      if (!next.old) errors.old = t('login.changePassword.oldRequired');
      const policy = checkPasswordPolicy(next.new, personal, { minLength: passwordMinLength });
      if (!next.new) errors.new = t('login.changePassword.newRequired');
      else if (!policy.ok) errors.new = passwordPolicyText(t, policy.detail);
      if (!next.confirm) errors.confirm = t('login.changePassword.confirmRequired');
      else if (!checkPasswordsMatch(next.new, next.confirm).ok)
        errors.confirm = localizeMessage(catalogue, 'ERROR_PASSOWRD_NOMATCH');
      return errors;
    },
  });
  const { values } = form;

  const serverErrors = (error: unknown): FieldErrors<Values> | undefined => {
    const key = errorKeyOf(error);
    if (key === 'ERROR_INVALID_PASSWORD') return { old: t('login.changePassword.oldWrong') };
    if (key === 'ERROR_PASSOWRD_INVALID') return { new: passwordPolicyText(t, errorDetailOf(error)) };
    if (key === 'ERROR_PASSWORD_SAME_AS_OLD')
      return { new: localizeMessage(catalogue, 'ERROR_PASSWORD_SAME_AS_OLD') };
    if (key === 'ERROR_PASSOWRD_NOMATCH')
      return { confirm: localizeMessage(catalogue, 'ERROR_PASSOWRD_NOMATCH') };
    return serverFieldErrors(catalogue, error, {}, WIRE_FIELDS);
  };

  const handleSubmit = form.onSubmit(async (entered) => {
    try {
      await changePassword.mutateAsync({
        OldPassword: entered.old,
        NewPassword: entered.new,
        NewPassword2: entered.confirm,
      });
    } catch (error) {
      const mapped = serverErrors(error);
      if (mapped) form.showServerErrors(mapped);
      else form.fail(error);
      return;
    }
    notifications.show({
      color: 'green',
      icon: <IconCheck size={18} aria-hidden />,
      title: t('login.changePassword.done'),
      message: t('login.changePassword.doneText'),
    });
    onChanged();
  });

  const strength = values.new
    ? checkPasswordStrength(values.new, { minLength: passwordMinLength })
    : undefined;

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={changePassword.isPending}>
      <Stack gap="md">
        <CapsLockPasswordInput
          label={t('login.changePassword.oldPassword')}
          name="current-password"
          autoComplete="current-password"
          required
          {...form.getInputProps('old')}
        />
        <div>
          <CapsLockPasswordInput
            label={t('login.changePassword.newPassword')}
            description={t('login.changePassword.policy', { min: passwordMinLength })}
            name="new-password"
            autoComplete="new-password"
            required
            {...form.getInputProps('new')}
          />
          <Text size="sm" mt={4} c={strength ? STRENGTH_COLOR[strength] : 'dimmed'} aria-live="polite">
            {strength
              ? t('login.password.strength', { level: t(`login.password.strength.${strength}`) })
              : '\u00a0'}
          </Text>
        </div>
        <CapsLockPasswordInput
          label={t('login.changePassword.confirmPassword')}
          name="confirm-password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirm')}
        />
        <ErrorAlert error={form.failure} />
        <Button
          type="submit"
          loading={changePassword.isPending}
          size="md"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('login.changePassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
