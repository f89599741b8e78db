import '@mantine/core/styles/Checkbox.layer.css';
import { Alert, Button, Checkbox, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CompanyIban } from '@sportello/contracts/iban/iban.contract';
import {
  HOLDER_ADDRESS_MAX,
  HOLDER_NAME_MAX,
  IBAN_INPUT_MAX,
  SEPA_MANDATE_VERSION,
} from '@sportello/contracts/iban/iban.values';
import { checkIban, formatIban } from '@sportello/contracts/rules/iban';
import { localizeMessage } from '@sportello/i18n/translate';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, errorKeyOf } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { fieldRuleText } from '../../../lib/rule-error-text';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { type FieldErrors, usePortalForm } from '../../../lib/use-portal-form';
import { companyIbanQuery, saveIbanCall } from '../api/iban-calls';
import { typedIban } from './iban-input-text';
import { MandateText } from './mandate-text';

/** The form's fields under their wire names: the server's refusals name them so. */
type IbanForm = {
  Iban: string;
  HolderName: string;
  HolderAddress: string;
  MandateAccepted: boolean;
};

const WIRE_FIELDS = {
  Iban: 'Iban',
  HolderName: 'HolderName',
  HolderAddress: 'HolderAddress',
  MandateAccepted: 'MandateAccepted',
} as const;

/**
 * A new IBAN with the mandate to accept: the IBAN checked by the IBAN rule as it will be on the
 * server, its message next to the field in the user's language; the holder (the one in use, if
 * any); the mandate's text, and the box that accepts it. A refusal goes next to its field; a stale
 * text is fetched again, to be read and accepted anew.
 */
export function IbanForm({ view, sessionKey }: { view: CompanyIban; sessionKey: string }) {
  const { t, i18n } = useTranslation('iban');
  const catalogue = errorCatalogueOf(i18n);
  const queryClient = useQueryClient();
  const titleId = useId();
  const form = usePortalForm<IbanForm>({
    initialValues: {
      Iban: '',
      HolderName: view.Current?.HolderName ?? '',
      HolderAddress: view.Current?.HolderAddress ?? '',
      MandateAccepted: false,
    },
    validate: (v) => {
      const errors: FieldErrors<IbanForm> = {};
      const iban = checkIban(v.Iban);
      if (!iban.ok) errors.Iban = fieldRuleText(catalogue, v.Iban, iban);
      if (v.HolderName.trim() === '') errors.HolderName = localizeMessage(catalogue, 'ERROR_FIELD_REQUIRED');
      if (v.HolderAddress.trim() === '')
        errors.HolderAddress = localizeMessage(catalogue, 'ERROR_FIELD_REQUIRED');
      if (!v.MandateAccepted)
        errors.MandateAccepted = localizeMessage(catalogue, 'ERROR_MANDATE_NOT_ACCEPTED');
      return errors;
    },
  });

  const submit = form.onSubmit(async (v) => {
    const before = view.Current?.Id;
    try {
      const saved = await saveIbanCall({
        Iban: v.Iban,
        HolderName: v.HolderName.trim(),
        HolderAddress: v.HolderAddress.trim(),
        MandateAccepted: true,
        // The words shown are this page's: the server refuses them once it has newer ones.
        MandateVersion: SEPA_MANDATE_VERSION,
      });
      queryClient.setQueryData(companyIbanQuery(sessionKey).queryKey, saved);
      notifications.show({
        color: 'green',
        message: saved.Current?.Id === before ? t('iban.form.unchanged') : t('iban.form.saved'),
      });
      // A new mandate remounts the form (the page keys it by the mandate); the same one empties it.
      form.reset();
    } catch (error) {
      // A stale text is the acceptance's problem: the page must be loaded again to read the new one.
      if (errorKeyOf(error) === 'ERROR_MANDATE_VERSION') {
        form.showServerErrors({ MandateAccepted: t('iban.form.newVersion') });
        return;
      }
      showServerRefusal(form, catalogue, error, {}, WIRE_FIELDS);
    }
  });

  const ibanProps = form.getInputProps('Iban');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {view.Current ? t('iban.form.titleChange') : t('iban.form.titleNew')}
          </Title>
          <TextInput
            {...ibanProps}
            label={t('iban.form.iban')}
            description={t('iban.form.ibanHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
            autoComplete="off"
            spellCheck={false}
            maxLength={IBAN_INPUT_MAX}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            onChange={(e) =>
              form.setFieldValue('Iban', typedIban(e.currentTarget.value, e.currentTarget.selectionStart))
            }
            onBlur={(e) => {
              form.setFieldValue('Iban', formatIban(form.getValues().Iban));
              ibanProps.onBlur?.(e);
            }}
          />
          <TextInput
            label={t('iban.form.holderName')}
            required
            maxLength={HOLDER_NAME_MAX}
            autoComplete="organization"
            {...form.getInputProps('HolderName')}
          />
          <Textarea
            label={t('iban.form.holderAddress')}
            required
            autosize
            minRows={2}
            maxRows={4}
            maxLength={HOLDER_ADDRESS_MAX}
            autoComplete="street-address"
            {...form.getInputProps('HolderAddress')}
          />
          <MandateText terms={view.Mandate} />
          <Checkbox
            label={t('iban.form.accept')}
            {...form.getInputProps('MandateAccepted', { type: 'checkbox' })}
          />
          {form.failure !== undefined && (
            <Alert color="red" role="alert">
              {apiErrorText(catalogue, form.failure)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting}>
              {t('iban.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
