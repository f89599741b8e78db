import '@mantine/core/styles/NumberInput.layer.css';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { OfferedService } from '@sportello/contracts/pay-services/pay-services.contract';
import {
  PAY_NOTE_MAX,
  PAY_QUANTITY_MAX,
  payAmounts,
} from '@sportello/contracts/pay-services/pay-services.values';
import { localizeMessage } from '@sportello/i18n/translate';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { type FieldErrors, usePortalForm } from '../../../lib/use-portal-form';
import { PAY_SERVICES_KEY, requestPayServiceCall } from '../api/pay-services-calls';
import { usePayFormats } from '../hooks/use-pay-formats';
import { AmountsList } from './amounts-list';

/** The form's fields under their wire names: the server's refusals name them so. */
type RequestForm = { Quantity: number | string; Note: string };
const WIRE_FIELDS = { Quantity: 'Quantity', Note: 'Note' } as const;

const isQuantity = (value: number | string) =>
  value !== '' && Number.isInteger(Number(value)) && Number(value) >= 1 && Number(value) <= PAY_QUANTITY_MAX;

export interface RequestModalProps {
  service: OfferedService;
  onClose: () => void;
}

/**
 * The request of a service: how many and a note for the operators, with what it costs as the
 * quantity changes (price, VAT, total). The contract's checks run here first; the server's
 * refusals go next to their fields, or above them (a request already waiting).
 */
export function RequestModal({ service, onClose }: RequestModalProps) {
  const { t, i18n } = useTranslation('pay-services');
  const catalogue = errorCatalogueOf(i18n);
  const f = usePayFormats();
  const queryClient = useQueryClient();
  const form = usePortalForm<RequestForm>({
    initialValues: { Quantity: 1, Note: '' },
    validate: (v) => {
      const errors: FieldErrors<RequestForm> = {};
      if (!isQuantity(v.Quantity))
        errors.Quantity = localizeMessage(
          catalogue,
          v.Quantity === '' ? 'ERROR_FIELD_REQUIRED' : `ERROR_NUMBER_OUT_OF_RANGE 1-${PAY_QUANTITY_MAX}`,
        );
      return errors;
    },
  });
  const submit = form.onSubmit(async (v) => {
    try {
      await requestPayServiceCall({
        ServiceId: service.Id,
        Quantity: Number(v.Quantity),
        Note: v.Note.trim(),
      });
      notifications.show({ color: 'green', message: t('payServices.dialog.sent', { name: service.Name }) });
      await queryClient.invalidateQueries({ queryKey: PAY_SERVICES_KEY });
      onClose();
    } catch (error) {
      showServerRefusal(form, catalogue, error, {}, WIRE_FIELDS);
    }
  });
  const quantity = isQuantity(form.values.Quantity) ? Number(form.values.Quantity) : 1;
  const amounts = payAmounts(service.PriceCents, service.VatRate, quantity);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('payServices.dialog.title', { name: service.Name })}
      closeButtonProps={{ 'aria-label': t('payServices.dialog.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{f.priceFor(service.PriceCents, service.Unit, service.Period)}</Text>
          <NumberInput
            label={t('payServices.dialog.quantity')}
            description={t('payServices.dialog.quantityHint', { unit: f.unit(service.Unit) })}
            required
            min={1}
            max={PAY_QUANTITY_MAX}
            allowDecimal={false}
            allowNegative={false}
            // Said next to the field rather than silently changed to the nearest bound.
            clampBehavior="none"
            data-autofocus
            {...form.getInputProps('Quantity')}
          />
          <Textarea
            label={t('payServices.dialog.note')}
            description={t('payServices.dialog.noteHint')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={PAY_NOTE_MAX}
            {...form.getInputProps('Note')}
          />
          <AmountsList
            netCents={amounts.NetCents}
            vatRate={service.VatRate}
            vatCents={amounts.VatCents}
            totalCents={amounts.TotalCents}
          />
          {form.failure !== undefined && (
            <Alert color="red" role="alert">
              {apiErrorText(catalogue, form.failure)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('payServices.dialog.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('payServices.dialog.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
