import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Appointment } from '@sportello/contracts/backoffice/reservations.contract';
import { APPOINTMENT_NOTES_MAX } from '@sportello/contracts/reservations/reservations.values';
import { localizeMessage } from '@sportello/i18n/translate';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../../components/backoffice/company-picker';
import { CompanyUserPicker } from '../../../components/backoffice/company-user-picker';
import { DayInput } from '../../../components/day-input';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { type FieldErrors, usePortalForm } from '../../../lib/use-portal-form';
import { createAppointmentCall, enabledServicesQuery } from '../api/calendar-calls';
import { sameInstant } from '../hooks/rome-time';
import { SlotSelect, useOperatorSlots } from './slot-select';

/** Where the booking starts from: a day, and a start and operator when a stretch was selected. */
export interface NewAppointmentStart {
  /** `YYYY-MM-DD`, Rome. */
  day: string;
  /** The selected stretch's start (an instant): chosen when it is a free slot. */
  start: string | null;
  /** The operators to offer first, in order (those the calendar shows, the caller). */
  operatorIds: string[];
}

type AppointmentForm = {
  ServiceId: string | null;
  OperatorId: string | null;
  CompanyId: string | null;
  UserId: string | null;
  Day: string;
  Start: string | null;
  Notes: string;
};
type Field = keyof AppointmentForm;
const WIRE_FIELDS: Partial<Record<string, Field>> = {
  ServiceId: 'ServiceId',
  OperatorId: 'OperatorId',
  UserId: 'UserId',
  Start: 'Start',
  Notes: 'Notes',
};
const KEY_FIELDS: Partial<Record<string, Field>> = {
  ERROR_SERVICE_NOT_FOUND: 'ServiceId',
  ERROR_SERVICE_OPERATOR: 'OperatorId',
  ERROR_APPOINTMENT_CONTACT: 'UserId',
  ERROR_SLOT_UNAVAILABLE: 'Start',
  ERROR_SLOT_TAKEN: 'Start',
};

function Body({
  from,
  onCreated,
  onCancel,
}: {
  from: NewAppointmentStart;
  onCreated: (appointment: Appointment) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const catalogue = errorCatalogueOf(i18n);
  const services = useQuery(enabledServicesQuery);
  const form = usePortalForm<AppointmentForm>({
    initialValues: {
      ServiceId: null,
      OperatorId: null,
      CompanyId: null,
      UserId: null,
      Day: from.day,
      Start: from.start,
      Notes: '',
    },
    validate: (v) => {
      const required = localizeMessage(catalogue, 'ERROR_FIELD_REQUIRED');
      const errors: FieldErrors<AppointmentForm> = {};
      if (!v.ServiceId) errors.ServiceId = required;
      if (!v.OperatorId) errors.OperatorId = required;
      if (!v.CompanyId) errors.CompanyId = required;
      if (!v.UserId) errors.UserId = required;
      if (!v.Day) errors.Day = required;
      // A start that is not among the free slots shows as nothing chosen.
      if (!(slots.data ?? []).some((s) => sameInstant(s.Start, v.Start))) errors.Start = required;
      return errors;
    },
  });
  const v = form.values;
  const service = services.data?.Items.find((s) => String(s.Id) === v.ServiceId);
  const serviceOperators = service?.Operators ?? [];
  const slots = useOperatorSlots(service?.Id ?? null, v.OperatorId, v.Day);

  const chooseService = (serviceId: string | null) => {
    const chosen = services.data?.Items.find((s) => String(s.Id) === serviceId);
    const ids = (chosen?.Operators ?? []).map((o) => o.Id);
    // The operator stays if they deliver it; otherwise the first of the calendar's who does, or
    // the only one.
    const operator =
      [v.OperatorId, ...from.operatorIds].find((id) => id && ids.includes(id)) ??
      (ids.length === 1 ? ids[0] : null);
    form.setValues({ ServiceId: serviceId, OperatorId: operator ?? null });
  };

  const submit = form.onSubmit(async (values) => {
    try {
      const created = await createAppointmentCall({
        ServiceId: Number(values.ServiceId),
        OperatorId: values.OperatorId ?? '',
        UserId: values.UserId ?? '',
        Start: values.Start ?? '',
        Notes: values.Notes.trim(),
      });
      onCreated(created);
    } catch (error) {
      showServerRefusal(form, catalogue, error, KEY_FIELDS, WIRE_FIELDS);
      // A slot taken meanwhile is no longer offered.
      void slots.refetch();
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {form.failure !== undefined && form.failure !== null && (
          <Alert color="red" role="alert">
            {apiErrorText(catalogue, form.failure)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('backoffice.agenda.service')}
            required
            searchable
            data={(services.data?.Items ?? []).map((s) => ({ value: String(s.Id), label: s.Name }))}
            {...form.getInputProps('ServiceId')}
            onChange={chooseService}
          />
          <Select
            label={t('backoffice.agenda.operator')}
            required
            disabled={!service}
            data={serviceOperators.map((o) => ({ value: o.Id, label: o.Name }))}
            {...form.getInputProps('OperatorId')}
          />
        </SimpleGrid>
        <CompanyPicker
          label={t('backoffice.agenda.company')}
          required
          {...form.getInputProps('CompanyId')}
          onChange={(company) => {
            // Another company's people are not this one's: the customer is chosen again.
            form.setValues({ CompanyId: company, UserId: null });
          }}
        />
        <CompanyUserPicker
          key={v.CompanyId ?? 'none'}
          label={t('backoffice.agenda.contact')}
          description={t('backoffice.agenda.contactHint')}
          required
          companyId={v.CompanyId ? Number(v.CompanyId) : null}
          {...form.getInputProps('UserId')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DayInput label={t('backoffice.agenda.fromDay')} required {...form.getInputProps('Day')} />
          <SlotSelect
            label={t('backoffice.agenda.slot')}
            required
            slots={slots}
            {...form.getInputProps('Start')}
          />
        </SimpleGrid>
        <Textarea
          label={t('backoffice.agenda.notes')}
          description={t('backoffice.agenda.notesHint')}
          maxLength={APPOINTMENT_NOTES_MAX}
          autosize
          minRows={2}
          {...form.getInputProps('Notes')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('backoffice.agenda.back')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('backoffice.agenda.book')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Booking for a customer: the service, its operator, the company and the person it is for, then one
 * of the operator's free slots in the week from the chosen day (the lead time does not apply here).
 * The customer gets the confirmation with the calendar file by mail.
 */
export function NewAppointmentModal({
  from,
  onCreated,
  onClose,
}: {
  /** Null: closed. */
  from: NewAppointmentStart | null;
  onCreated: (appointment: Appointment) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('backoffice');
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={from !== null}
      onClose={onClose}
      title={t('backoffice.agenda.newAppointment')}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('backoffice.agenda.close') }}
    >
      {from && <Body from={from} onCreated={onCreated} onCancel={onClose} />}
    </Modal>
  );
}
