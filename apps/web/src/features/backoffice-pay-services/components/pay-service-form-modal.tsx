import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PayServiceItem } from '@sportello/contracts/backoffice/pay-services.contract';
import {
  PAY_DESCRIPTION_MAX,
  PAY_NAME_MAX,
  PAY_PERIODS,
  PAY_UNITS,
  VAT_RATES,
} from '@sportello/contracts/pay-services/pay-services.values';
import { PRODUCTS } from '@sportello/contracts/tickets/tickets.values';
import { localizeMessage } from '@sportello/i18n/translate';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { planOptionsQuery } from '../../../lib/backoffice/plan-options-query';
import { useProductLabel } from '../../../lib/code-labels';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { usePortalForm } from '../../../lib/use-portal-form';
import { saveServiceCall, typesQuery } from '../api/pay-services-calls';
import {
  formOf,
  inputOf,
  type PayServiceForm,
  validatePayService,
  WIRE_FIELDS,
} from './pay-service-form-values';

export interface PayServiceFormModalProps {
  /** The service to change; null for a new one. */
  service: PayServiceItem | null;
  /** A look without saving: the user may not define services. */
  readOnly: boolean;
  onClose: () => void;
  onSaved: (saved: PayServiceItem) => void;
}

/**
 * A paid service to create or change: its type, name and description, price before VAT with the
 * VAT rate, what the price is for and how often, the products of the companies it is offered to
 * (none: everyone) and the support plan an approval subscribes to. Refusals go next to their fields.
 */
export function PayServiceFormModal({ service, readOnly, onClose, onSaved }: PayServiceFormModalProps) {
  const { t, i18n } = useTranslation('backoffice');
  const catalogue = errorCatalogueOf(i18n);
  const productLabel = useProductLabel();
  const types = useQuery(typesQuery);
  const plans = useQuery(planOptionsQuery);
  const form = usePortalForm<PayServiceForm>({
    initialValues: formOf(service),
    validate: (v) =>
      Object.fromEntries(
        Object.entries(validatePayService(v)).map(([field, key]) => [field, localizeMessage(catalogue, key)]),
      ),
  });
  const submit = form.onSubmit(async (v) => {
    try {
      onSaved(await saveServiceCall(inputOf(service?.Id ?? 0, v)));
    } catch (error) {
      showServerRefusal(form, catalogue, error, {}, WIRE_FIELDS);
    }
  });
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        service
          ? t('backoffice.payServices.serviceTitle', { name: service.Name })
          : t('backoffice.payServices.newService')
      }
      size="xl"
      fullScreen={phone}
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
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <Select
                  label={t('backoffice.payServices.type')}
                  required
                  allowDeselect={false}
                  data={(types.data ?? []).map((ty) => ({ value: String(ty.Id), label: ty.Name }))}
                  {...form.getInputProps('TypeId')}
                />
                <TextInput
                  label={t('backoffice.payServices.name')}
                  required
                  maxLength={PAY_NAME_MAX}
                  data-autofocus
                  {...form.getInputProps('Name')}
                />
              </SimpleGrid>
              <Textarea
                label={t('backoffice.payServices.description')}
                description={t('backoffice.payServices.descriptionHint')}
                autosize
                minRows={2}
                maxRows={8}
                maxLength={PAY_DESCRIPTION_MAX}
                {...form.getInputProps('Description')}
              />
              <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="sm">
                <TextInput
                  label={t('backoffice.payServices.price')}
                  description={t('backoffice.payServices.priceHint')}
                  required
                  placeholder="1.234,50"
                  inputMode="decimal"
                  rightSection="€"
                  {...form.getInputProps('Price')}
                />
                <Select
                  label={t('backoffice.payServices.vatRate')}
                  required
                  allowDeselect={false}
                  data={VAT_RATES.map((r) => ({ value: String(r), label: `${r}%` }))}
                  {...form.getInputProps('VatRate')}
                />
                <Select
                  label={t('backoffice.payServices.unit')}
                  required
                  allowDeselect={false}
                  data={PAY_UNITS.map((u) => ({ value: u, label: t(`backoffice.payServices.unit.${u}`) }))}
                  {...form.getInputProps('Unit')}
                />
                <Select
                  label={t('backoffice.payServices.period')}
                  required
                  allowDeselect={false}
                  data={PAY_PERIODS.map((p) => ({
                    value: p,
                    label: t(`backoffice.payServices.period.${p}`),
                  }))}
                  {...form.getInputProps('Period')}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <MultiSelect
                  label={t('backoffice.payServices.products')}
                  description={t('backoffice.payServices.productsHint')}
                  placeholder={form.values.Products.length ? undefined : t('backoffice.payServices.everyone')}
                  data={PRODUCTS.map((code) => ({ value: code, label: productLabel(code) }))}
                  {...form.getInputProps('Products')}
                />
                <Select
                  label={t('backoffice.payServices.plan')}
                  description={t('backoffice.payServices.planHint')}
                  placeholder={t('backoffice.payServices.noPlan')}
                  clearable
                  data={(plans.data ?? []).map((p) => ({ value: String(p.Id), label: p.Name }))}
                  {...form.getInputProps('PlanId')}
                />
              </SimpleGrid>
              <Switch
                label={t('backoffice.payServices.enabled')}
                description={t('backoffice.payServices.enabledHint')}
                {...form.getInputProps('Enabled', { type: 'checkbox' })}
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
