import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReservableService } from '@sportello/contracts/backoffice/reservations.contract';
import {
  PLACE_DETAIL_MAX,
  PLACES,
  SERVICE_DESCRIPTION_MAX,
  SERVICE_KINDS,
  SERVICE_NAME_MAX,
} from '@sportello/contracts/reservations/reservations.values';
import { PRODUCTS } from '@sportello/contracts/tickets/tickets.values';
import { localizeMessage } from '@sportello/i18n/translate';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TagMultiSelect } from '../../../components/backoffice/tag-select';
import { planOptionsQuery } from '../../../lib/backoffice/plan-options-query';
import { useProductLabel } from '../../../lib/code-labels';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { usePortalForm } from '../../../lib/use-portal-form';
import { operatorsQuery, saveServiceCall } from '../api/reservations-calls';
import {
  formOf,
  inputOf,
  RANGES,
  type ServiceForm,
  validateService,
  WIRE_FIELDS,
} from './service-form-values';

export interface ServiceFormModalProps {
  /** The service to change; null for a new one. */
  service: ReservableService | null;
  /** A look without saving: the user may not define services. */
  readOnly: boolean;
  onClose: () => void;
  onSaved: (saved: ReservableService) => void;
}

/**
 * A reservable service to create or change: what it is and how long it takes, where it happens, how
 * early it must be booked and may be cancelled, its price, who delivers it and which customers are
 * offered it (products, support plans, tags; none: everyone). The server's refusals go next to
 * their fields.
 */
export function ServiceFormModal({ service, readOnly, onClose, onSaved }: ServiceFormModalProps) {
  const { t, i18n } = useTranslation('backoffice');
  const catalogue = errorCatalogueOf(i18n);
  const productLabel = useProductLabel();
  const operators = useQuery(operatorsQuery);
  const plans = useQuery(planOptionsQuery);
  const form = usePortalForm<ServiceForm>({
    initialValues: formOf(service),
    validate: (v) =>
      Object.fromEntries(
        Object.entries(validateService(v)).map(([field, key]) => [field, localizeMessage(catalogue, key)]),
      ),
  });
  const submit = form.onSubmit(async (v) => {
    try {
      onSaved(await saveServiceCall(inputOf(service?.Id ?? 0, v)));
    } catch (error) {
      showServerRefusal(form, catalogue, error, {}, WIRE_FIELDS);
    }
  });

  // Someone who no longer works in the back office stays offered (and chosen) until taken off.
  const operatorChoices = [
    ...(operators.data ?? []).map((o) => ({ value: o.Id, label: o.Name })),
    ...(service?.Operators ?? [])
      .filter((o) => !operators.data?.some((known) => known.Id === o.Id))
      .map((o) => ({ value: o.Id, label: o.Name })),
  ];
  const whole = (field: keyof typeof RANGES, label: string, hint?: string) => (
    <NumberInput
      label={label}
      description={hint}
      required
      min={RANGES[field][0]}
      max={RANGES[field][1]}
      allowDecimal={false}
      allowNegative={false}
      // Said next to the field rather than silently changed to the nearest bound.
      clampBehavior="none"
      {...form.getInputProps(field)}
    />
  );
  const any = (chosen: string[]) => (chosen.length ? undefined : t('backoffice.reservations.anyone'));
  const phone = useMediaQuery('(max-width: 48em)') ?? false;

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        service
          ? t('backoffice.reservations.serviceTitle', { name: service.Name })
          : t('backoffice.reservations.newService')
      }
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('backoffice.reservations.close') }}
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
                  label={t('backoffice.reservations.kind')}
                  required
                  allowDeselect={false}
                  data={SERVICE_KINDS.map((k) => ({
                    value: k,
                    label: t(`backoffice.reservations.kind.${k}`),
                  }))}
                  {...form.getInputProps('Kind')}
                />
                <TextInput
                  label={t('backoffice.reservations.name')}
                  required
                  maxLength={SERVICE_NAME_MAX}
                  data-autofocus
                  {...form.getInputProps('Name')}
                />
              </SimpleGrid>
              <Textarea
                label={t('backoffice.reservations.description')}
                description={t('backoffice.reservations.descriptionHint')}
                autosize
                minRows={2}
                maxRows={8}
                maxLength={SERVICE_DESCRIPTION_MAX}
                {...form.getInputProps('Description')}
              />
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
                {whole('DurationMinutes', t('backoffice.reservations.duration'))}
                {whole(
                  'BufferMinutes',
                  t('backoffice.reservations.buffer'),
                  t('backoffice.reservations.bufferHint'),
                )}
                {whole('Seats', t('backoffice.reservations.seats'), t('backoffice.reservations.seatsHint'))}
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <Select
                  label={t('backoffice.reservations.place')}
                  required
                  allowDeselect={false}
                  data={PLACES.map((p) => ({ value: p, label: t(`backoffice.reservations.place.${p}`) }))}
                  {...form.getInputProps('Place')}
                />
                <TextInput
                  label={t('backoffice.reservations.placeDetail')}
                  description={t(`backoffice.reservations.placeDetailHint.${form.values.Place}`)}
                  maxLength={PLACE_DETAIL_MAX}
                  {...form.getInputProps('PlaceDetail')}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
                {whole(
                  'LeadHours',
                  t('backoffice.reservations.leadHours'),
                  t('backoffice.reservations.leadHoursHint'),
                )}
                {whole(
                  'CancelHours',
                  t('backoffice.reservations.cancelHours'),
                  t('backoffice.reservations.cancelHoursHint'),
                )}
                <TextInput
                  label={t('backoffice.reservations.price')}
                  description={t('backoffice.reservations.priceHint')}
                  placeholder="1.234,50"
                  inputMode="decimal"
                  rightSection="€"
                  {...form.getInputProps('Price')}
                />
              </SimpleGrid>
              <MultiSelect
                label={t('backoffice.reservations.operators')}
                description={t('backoffice.reservations.operatorsHint')}
                required
                searchable
                data={operatorChoices}
                {...form.getInputProps('OperatorIds')}
              />
              <Fieldset legend={t('backoffice.reservations.offeredTo')}>
                <Text size="sm" c="dimmed" mb="xs">
                  {t('backoffice.reservations.offeredToHint')}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                  <MultiSelect
                    label={t('backoffice.reservations.products')}
                    placeholder={any(form.values.Products)}
                    data={PRODUCTS.map((code) => ({ value: code, label: productLabel(code) }))}
                    {...form.getInputProps('Products')}
                  />
                  <MultiSelect
                    label={t('backoffice.reservations.plans')}
                    placeholder={any(form.values.PlanIds)}
                    data={(plans.data ?? []).map((p) => ({ value: String(p.Id), label: p.Name }))}
                    {...form.getInputProps('PlanIds')}
                  />
                  <TagMultiSelect
                    label={t('backoffice.reservations.tags')}
                    placeholder={any(form.values.TagIds)}
                    {...form.getInputProps('TagIds')}
                  />
                </SimpleGrid>
              </Fieldset>
              <Switch
                label={t('backoffice.reservations.enabled')}
                description={t('backoffice.reservations.enabledHint')}
                {...form.getInputProps('Enabled', { type: 'checkbox' })}
              />
            </Stack>
          </fieldset>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('backoffice.reservations.back')}
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
