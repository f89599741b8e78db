import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import type { PayType } from '@sportello/contracts/backoffice/pay-services.contract';
import {
  PAY_DESCRIPTION_MAX,
  PAY_NAME_MAX,
  PAY_TYPE_CODE_MAX,
} from '@sportello/contracts/pay-services/pay-services.values';
import { localizeMessage } from '@sportello/i18n/translate';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { type FieldErrors, usePortalForm } from '../../../lib/use-portal-form';
import { saveTypeCall } from '../api/pay-services-calls';

type TypeForm = { Code: string; Name: string; Description: string };
const WIRE_FIELDS = { Code: 'Code', Name: 'Name', Description: 'Description' } as const;
const CODE = /^[a-z0-9_-]+$/i;

export interface PayTypeFormModalProps {
  /** The type to change; null for a new one. */
  type: PayType | null;
  readOnly: boolean;
  onClose: () => void;
  onSaved: (saved: PayType) => void;
}

/** A type of paid services: a short code (letters, digits, `-`, `_`), its name and description. */
export function PayTypeFormModal({ type, readOnly, onClose, onSaved }: PayTypeFormModalProps) {
  const { t, i18n } = useTranslation('backoffice');
  const catalogue = errorCatalogueOf(i18n);
  const form = usePortalForm<TypeForm>({
    initialValues: { Code: type?.Code ?? '', Name: type?.Name ?? '', Description: type?.Description ?? '' },
    validate: (v) => {
      const errors: FieldErrors<TypeForm> = {};
      if (v.Code.trim() === '') errors.Code = localizeMessage(catalogue, 'ERROR_FIELD_REQUIRED');
      else if (!CODE.test(v.Code.trim())) errors.Code = localizeMessage(catalogue, 'ERROR_SPECIAL_CHARS');
      if (v.Name.trim() === '') errors.Name = localizeMessage(catalogue, 'ERROR_FIELD_REQUIRED');
      return errors;
    },
  });
  const submit = form.onSubmit(async (v) => {
    try {
      onSaved(
        await saveTypeCall({
          Id: type?.Id ?? 0,
          Code: v.Code.trim(),
          Name: v.Name.trim(),
          Description: v.Description.trim(),
        }),
      );
    } catch (error) {
      showServerRefusal(form, catalogue, error, {}, WIRE_FIELDS);
    }
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        type
          ? t('backoffice.payServices.typeTitle', { name: type.Name })
          : t('backoffice.payServices.newType')
      }
      closeButtonProps={{ 'aria-label': t('backoffice.payServices.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {form.failure !== undefined && (
            <Alert color="red" role="alert">
              {apiErrorText(catalogue, form.failure)}
            </Alert>
          )}
          <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="sm">
              <TextInput
                label={t('backoffice.payServices.code')}
                description={t('backoffice.payServices.codeHint')}
                required
                maxLength={PAY_TYPE_CODE_MAX}
                data-autofocus
                {...form.getInputProps('Code')}
              />
              <TextInput
                label={t('backoffice.payServices.name')}
                required
                maxLength={PAY_NAME_MAX}
                {...form.getInputProps('Name')}
              />
              <Textarea
                label={t('backoffice.payServices.description')}
                autosize
                minRows={2}
                maxRows={6}
                maxLength={PAY_DESCRIPTION_MAX}
                {...form.getInputProps('Description')}
              />
            </Stack>
          </fieldset>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('backoffice.payServices.back')}
            </Button>
            {!readOnly && (
              <Button type="submit" loading={form.submitting}>
                {t('backoffice.edit.save')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
