import '@mantine/core/styles/Fieldset.layer.css';
import { Alert, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import type { Appointment } from '@sportello/contracts/backoffice/reservations.contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { type OperatorSlot, rescheduleCall } from '../api/reservations-calls';
import { romeDateTime, romeDay } from './rome-time';
import { SlotPicker, slotKey } from './slot-picker';

export interface AppointmentMoveProps {
  appointment: Appointment;
  onCancel: () => void;
  onMoved: (moved: Appointment) => void;
}

/**
 * "Sposta": another free slot of the same operator for the same service, from the appointment's
 * week on (or today's, for one already past), then one click to move it. A slot taken meanwhile
 * (ERROR_SLOT_UNAVAILABLE) is said here, and another can be picked at once.
 */
export function AppointmentMove({ appointment, onCancel, onMoved }: AppointmentMoveProps) {
  const { t, i18n } = useTranslation('backoffice');
  const [slot, setSlot] = useState<OperatorSlot>();
  const move = useMutation({
    mutationFn: (start: string) => rescheduleCall(appointment.Id, start),
    onSuccess: onMoved,
  });
  return (
    <Fieldset legend={t('backoffice.reservations.moveTitle')}>
      <Stack gap="sm">
        <Text size="sm">
          {t('backoffice.reservations.moveText', {
            operator: appointment.Operator.Name,
            when: romeDateTime(appointment.Start),
          })}
        </Text>
        <SlotPicker
          serviceId={appointment.Service.Id}
          operatorId={appointment.Operator.Id}
          firstDay={romeDay(appointment.Start)}
          exclude={appointment.Start}
          value={slot ? slotKey(slot) : null}
          onChange={setSlot}
        />
        {move.error && (
          <Alert color="red" role="alert">
            {apiErrorText(errorCatalogueOf(i18n), move.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('backoffice.reservations.back')}
          </Button>
          <Button disabled={!slot} loading={move.isPending} onClick={() => slot && move.mutate(slot.Start)}>
            {slot
              ? t('backoffice.reservations.moveTo', { when: romeDateTime(slot.Start) })
              : t('backoffice.reservations.move')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
