import '@mantine/core/styles/List.layer.css';
import { Alert, Button, Group, List, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Absence, Appointment } from '@sportello/contracts/backoffice/reservations.contract';
import { ABSENCE_REASON_MAX } from '@sportello/contracts/backoffice/reservations.values';
import { localizeMessage } from '@sportello/i18n/translate';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../components/day-input';
import { useDialogs } from '../../../components/use-dialogs';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { instantOfPortalWall, portalWallOf } from '../../../lib/portal-time';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { type FieldErrors, usePortalForm } from '../../../lib/use-portal-form';
import { deleteAbsenceCall, operatorsQuery, saveAbsenceCall } from '../api/calendar-calls';
import { romeDateTime } from '../hooks/rome-time';

/** The absence in the form: null a new one. */
export type AbsenceTarget = Absence | null;

type AbsenceForm = { OperatorId: string | null; Start: string; End: string; Reason: string };
type Field = keyof AbsenceForm;
const WIRE_FIELDS: Partial<Record<string, Field>> = {
  OperatorId: 'OperatorId',
  Start: 'Start',
  End: 'End',
  Reason: 'Reason',
};
const KEY_FIELDS: Partial<Record<string, Field>> = { ERROR_DATE_RANGE_END_BEFORE_START: 'End' };

interface Props {
  absence: AbsenceTarget;
  /** Admins mark anyone's absence; an operator only their own. */
  mayPickOperator: boolean;
  /** The calendar's appointments, to name those an absence covers. */
  appointments: readonly Appointment[];
  onDone: () => void;
  onCancel: () => void;
}

/** The appointments a saved absence covers: named when the calendar has them, by number otherwise. */
function Overlapping({ ids, appointments }: { ids: number[]; appointments: readonly Appointment[] }) {
  const { t } = useTranslation('backoffice');
  return (
    <Alert color="orange" title={t('backoffice.agenda.overlapTitle')} role="alert">
      <Text size="sm">{t('backoffice.agenda.overlapText')}</Text>
      <List size="sm" mt="xs">
        {ids.map((id) => {
          const a = appointments.find((x) => x.Id === id);
          return (
            <List.Item key={id}>
              {a
                ? `${romeDateTime(a.Start)} · ${a.Company.Name} · ${a.Service.Name}`
                : t('backoffice.agenda.appointmentNumber', { id })}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}

function Body({ absence, mayPickOperator, appointments, onDone, onCancel }: Props) {
  const { t, i18n } = useTranslation('backoffice');
  const catalogue = errorCatalogueOf(i18n);
  const dialogs = useDialogs();
  const operators = useQuery(operatorsQuery);
  const [overlapping, setOverlapping] = useState<number[]>([]);
  const [deleting, setDeleting] = useState(false);
  const form = usePortalForm<AbsenceForm>({
    initialValues: {
      OperatorId: absence?.Operator.Id ?? null,
      Start: absence ? portalWallOf(absence.Start) : '',
      End: absence ? portalWallOf(absence.End) : '',
      Reason: absence?.Reason ?? '',
    },
    validate: (v) => {
      const required = localizeMessage(catalogue, 'ERROR_FIELD_REQUIRED');
      const errors: FieldErrors<AbsenceForm> = {};
      if (!v.Start) errors.Start = required;
      if (!v.End) errors.End = required;
      else if (v.Start && v.End <= v.Start)
        errors.End = localizeMessage(catalogue, 'ERROR_DATE_RANGE_END_BEFORE_START');
      return errors;
    },
  });
  const submit = form.onSubmit(async (v) => {
    try {
      const saved = await saveAbsenceCall({
        Id: absence?.Id ?? 0,
        // Absent: the caller's own.
        ...(mayPickOperator && v.OperatorId && { OperatorId: v.OperatorId }),
        // A field the form's checks let through is a wall time; anything else the server refuses.
        Start: instantOfPortalWall(v.Start) ?? v.Start,
        End: instantOfPortalWall(v.End) ?? v.End,
        Reason: v.Reason.trim(),
      });
      notifications.show({ color: 'green', message: t('backoffice.agenda.absenceSaved') });
      // Appointments it covers are not moved: the operator is told which, and moves them.
      if (saved.Overlapping.length > 0) setOverlapping(saved.Overlapping);
      else onDone();
    } catch (error) {
      showServerRefusal(form, catalogue, error, KEY_FIELDS, WIRE_FIELDS);
    }
  });
  const remove = async () => {
    if (!absence) return;
    const confirmed = await dialogs.confirm({
      message: t('backoffice.agenda.confirmDeleteAbsence'),
      confirmLabel: t('backoffice.agenda.deleteAbsence'),
      confirmColor: 'red',
    });
    if (!confirmed) return;
    setDeleting(true);
    try {
      await deleteAbsenceCall(absence.Id);
      notifications.show({ color: 'green', message: t('backoffice.agenda.absenceDeleted') });
      onDone();
    } catch (error) {
      form.fail(error);
    } finally {
      setDeleting(false);
    }
  };

  if (overlapping.length > 0)
    return (
      <Stack gap="sm">
        <Overlapping ids={overlapping} appointments={appointments} />
        <Group justify="flex-end">
          <Button onClick={onDone}>{t('backoffice.agenda.understood')}</Button>
        </Group>
      </Stack>
    );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {form.failure !== undefined && form.failure !== null && (
          <Alert color="red" role="alert">
            {apiErrorText(catalogue, form.failure)}
          </Alert>
        )}
        {mayPickOperator && (
          <Select
            label={t('backoffice.agenda.operator')}
            placeholder={t('backoffice.agenda.me')}
            clearable
            data={(operators.data ?? []).map((o) => ({ value: o.Id, label: o.Name }))}
            {...form.getInputProps('OperatorId')}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DayInput
            label={t('backoffice.agenda.absenceStart')}
            withTime
            required
            {...form.getInputProps('Start')}
          />
          <DayInput
            label={t('backoffice.agenda.absenceEnd')}
            withTime
            required
            {...form.getInputProps('End')}
          />
        </SimpleGrid>
        <TextInput
          label={t('backoffice.agenda.absenceReason')}
          description={t('backoffice.agenda.absenceReasonHint')}
          maxLength={ABSENCE_REASON_MAX}
          {...form.getInputProps('Reason')}
        />
        <Group justify="space-between">
          {absence ? (
            <Button color="red" variant="light" loading={deleting} onClick={() => void remove()}>
              {t('backoffice.agenda.deleteAbsence')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('backoffice.agenda.back')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('backoffice.agenda.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * An operator's absence (holidays, a training day): its time offers no slot to customers. Saving
 * one that covers appointments keeps them, and lists them to move or cancel.
 */
export function AbsenceModal({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useTranslation('backoffice');
  return (
    <Modal
      opened={opened}
      onClose={props.onCancel}
      title={props.absence ? t('backoffice.agenda.editAbsence') : t('backoffice.agenda.newAbsence')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('backoffice.agenda.close') }}
    >
      {opened && <Body key={props.absence?.Id ?? 0} {...props} />}
    </Modal>
  );
}
