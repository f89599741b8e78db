import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { FreeSlot, MyAppointment } from '@sportello/contracts/reservations/reservations.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { RESERVATIONS_KEY, rescheduleCall, SLOTS_KEY, servicesQuery } from '../api/reservations-calls';
import { useReservationFormats } from '../hooks/use-reservation-formats';
import { isSlotGone } from './slot-conflict';
import { SlotPicker } from './slot-picker';

export interface RescheduleModalProps {
  sessionKey: string;
  appointment: MyAppointment;
  onClose: () => void;
}

/** Moving an appointment: another free slot of the same service, picked then confirmed. */
export function RescheduleModal({ sessionKey, appointment, onClose }: RescheduleModalProps) {
  const { t, i18n } = useTranslation('reservations');
  const f = useReservationFormats();
  const queryClient = useQueryClient();
  // On a phone the calendar and the times take the whole screen.
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [picked, setPicked] = useState<FreeSlot>();
  // Seats left are worth saying for a session several people attend: the service tells, or its kind
  // while the services are on their way.
  const seats = useQuery(servicesQuery(sessionKey)).data?.find((s) => s.Id === appointment.Service.Id)?.Seats;
  const move = useMutation({
    mutationFn: (slot: FreeSlot) => rescheduleCall(appointment.Id, slot.Start),
    onSuccess: (moved) => {
      notifications.show({
        color: 'green',
        message: t('reservations.reschedule.done', { when: f.when(moved.Start, moved.End) }),
      });
      void queryClient.invalidateQueries({ queryKey: RESERVATIONS_KEY });
      onClose();
    },
    onError: (error) => {
      if (!isSlotGone(error)) return;
      // Taken meanwhile: the customer picks another among the slots read again.
      setPicked(undefined);
      void queryClient.invalidateQueries({ queryKey: SLOTS_KEY });
    },
  });
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      fullScreen={phone}
      title={t('reservations.reschedule.title', { service: appointment.Service.Name })}
      closeButtonProps={{ 'aria-label': t('reservations.close') }}
    >
      <Stack gap="md">
        <Text size="sm">
          {t('reservations.reschedule.current', { when: f.when(appointment.Start, appointment.End) })}
        </Text>
        <SlotPicker
          serviceId={appointment.Service.Id}
          showSeats={seats === undefined ? appointment.Service.Kind === 'course' : seats > 1}
          picked={picked?.Start}
          onPick={(slot) => {
            move.reset();
            setPicked(slot);
          }}
        />
        {move.isError && (
          <Alert color="red" role="alert">
            {apiErrorText(errorCatalogueOf(i18n), move.error)}
          </Alert>
        )}
        {picked && (
          <Text fw={600}>
            {t('reservations.reschedule.chosen', { when: f.when(picked.Start, picked.End) })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('reservations.reschedule.cancel')}
          </Button>
          <Button disabled={!picked} loading={move.isPending} onClick={() => picked && move.mutate(picked)}>
            {t('reservations.reschedule.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
