import '@mantine/core/styles/Drawer.layer.css';
import { Anchor, Button, Drawer, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Appointment } from '@sportello/contracts/backoffice/reservations.contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { appointmentQuery, cancelAppointmentCall, RESERVATIONS_KEY } from '../api/reservations-calls';
import { AppointmentMove } from './appointment-move';
import { ReasonModal } from './reason-modal';
import { AppointmentStatusBadge } from './reservations-parts';
import { romeDateTime, romeTime } from './rome-time';

export interface AppointmentDrawerProps {
  id: number;
  /** The list's row, shown while the appointment is read again. */
  row?: Appointment;
  onClose: () => void;
}

/**
 * One appointment beside the list it was opened from: when (Europe/Rome), what, who delivers it, for
 * whom, where; whoever may change it cancels it with a reason for the customer, or moves it to another
 * free slot of the same operator. Both mail the customer the updated calendar file.
 */
export function AppointmentDrawer({ id, row, onClose }: AppointmentDrawerProps) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const detail = useQuery({ ...appointmentQuery(id), placeholderData: row });
  const [cancelling, setCancelling] = useState(false);
  const [moving, setMoving] = useState(false);
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const appointment = detail.data;
  const changeable = appointment?.CanChange === true && appointment.Status === 'confirmed';

  const changed = async (message: string) => {
    notifications.show({ color: 'green', message });
    await queryClient.invalidateQueries({ queryKey: RESERVATIONS_KEY });
  };

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={
        appointment
          ? t('backoffice.reservations.appointmentOf', { company: appointment.Company.Name })
          : t('backoffice.reservations.appointment')
      }
      closeButtonProps={{ 'aria-label': t('backoffice.reservations.close') }}
    >
      <Stack gap="md">
        {!appointment && <ErrorAlert error={detail.error} />}
        {appointment && <AppointmentFacts appointment={appointment} />}
        {appointment && changeable && !moving && (
          <Group gap="sm">
            <Button variant="light" onClick={() => setMoving(true)}>
              {t('backoffice.reservations.move')}
            </Button>
            <Button variant="light" color="red" onClick={() => setCancelling(true)}>
              {t('backoffice.reservations.cancelAppointment')}
            </Button>
          </Group>
        )}
        {appointment && changeable && moving && (
          <AppointmentMove
            appointment={appointment}
            onCancel={() => setMoving(false)}
            onMoved={async (moved) => {
              setMoving(false);
              await changed(t('backoffice.reservations.moved', { when: romeDateTime(moved.Start) }));
            }}
          />
        )}
      </Stack>
      {appointment && cancelling && (
        <ReasonModal
          title={t('backoffice.reservations.cancelAppointment')}
          message={t('backoffice.reservations.cancelOneText', {
            company: appointment.Company.Name,
            when: romeDateTime(appointment.Start),
          })}
          confirmLabel={t('backoffice.reservations.cancelAppointment')}
          onClose={() => setCancelling(false)}
          onSubmit={async (reason) => {
            await cancelAppointmentCall(appointment.Id, reason);
            setCancelling(false);
            await changed(t('backoffice.reservations.cancelledOne', { company: appointment.Company.Name }));
          }}
        />
      )}
    </Drawer>
  );
}

/** What an appointment says, as label and value pairs: two columns on a wide screen, one on a phone. */
function AppointmentFacts({ appointment: a }: { appointment: Appointment }) {
  const { t } = useTranslation('backoffice');
  const fact = (label: string, value: ReactNode) => (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {fact(
          t('backoffice.reservations.when'),
          t('backoffice.reservations.timeRange', { start: romeDateTime(a.Start), end: romeTime(a.End) }),
        )}
        {fact(t('backoffice.reservations.status'), <AppointmentStatusBadge status={a.Status} />)}
        {fact(
          t('backoffice.reservations.service'),
          `${a.Service.Name} · ${t(`backoffice.reservations.kind.${a.Service.Kind}`)}`,
        )}
        {fact(t('backoffice.reservations.operator'), a.Operator.Name)}
        {fact(t('backoffice.reservations.company'), `${a.Company.Name} · ${a.Company.VatCode}`)}
        {fact(
          t('backoffice.reservations.contact'),
          a.Contact ? (
            <>
              {a.Contact.Name}
              <br />
              <Anchor href={`mailto:${a.Contact.Email}`} size="sm">
                {a.Contact.Email}
              </Anchor>
            </>
          ) : (
            t('backoffice.reservations.contactGone')
          ),
        )}
        {fact(
          t('backoffice.reservations.place'),
          [t(`backoffice.reservations.place.${a.Place}`), a.PlaceDetail].filter(Boolean).join('\n'),
        )}
        {fact(t('backoffice.reservations.bookedAt'), romeDateTime(a.CreatedAt))}
      </SimpleGrid>
      {a.Notes && fact(t('backoffice.reservations.notes'), a.Notes)}
      <Text size="xs" c="dimmed">
        {t('backoffice.reservations.romeTime')}
      </Text>
    </Stack>
  );
}
