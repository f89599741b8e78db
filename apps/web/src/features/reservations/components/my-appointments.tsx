import { Button, Stack, Text, Title } from '@mantine/core';
import type { MyAppointment } from '@sportello/contracts/reservations/reservations.contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { myAppointmentsQuery } from '../api/reservations-calls';
import { isUpcoming } from '../hooks/upcoming';
import { AppointmentItem } from './appointment-item';
import { QueryState } from './query-state';
import { RescheduleModal } from './reschedule-modal';

export interface MyAppointmentsProps {
  sessionKey: string;
  /** The appointment a link asked for: highlighted and scrolled into view. */
  highlighted?: number;
  /** The way to book one, when there is none. */
  onBook: () => void;
}

/**
 * The customer's appointments (a company admin's: the company's), those to come first, then the past
 * and cancelled ones, each with what may still be done with it.
 */
export function MyAppointments({ sessionKey, highlighted, onBook }: MyAppointmentsProps) {
  const { t } = useTranslation('reservations');
  const list = useQuery(myAppointmentsQuery(sessionKey));
  const [moving, setMoving] = useState<MyAppointment>();
  if (!list.data) return <QueryState query={list} />;
  if (list.data.length === 0)
    return (
      <Stack gap="sm" align="flex-start">
        <Text c="dimmed">{t('reservations.mine.empty')}</Text>
        <Button onClick={onBook}>{t('reservations.mine.bookOne')}</Button>
      </Stack>
    );
  const now = Date.now();
  const upcoming = list.data.filter((a) => isUpcoming(a, now));
  const others = list.data.filter((a) => !isUpcoming(a, now));
  const section = (title: string, appointments: MyAppointment[]) =>
    appointments.length > 0 && (
      <AppointmentSection title={title}>
        {appointments.map((appointment) => (
          <AppointmentItem
            key={appointment.Id}
            appointment={appointment}
            upcoming={isUpcoming(appointment, now)}
            highlighted={appointment.Id === highlighted}
            onReschedule={() => setMoving(appointment)}
          />
        ))}
      </AppointmentSection>
    );
  return (
    <Stack gap="lg">
      {section(t('reservations.mine.upcoming'), upcoming)}
      {section(t('reservations.mine.past'), others)}
      {moving && (
        <RescheduleModal sessionKey={sessionKey} appointment={moving} onClose={() => setMoving(undefined)} />
      )}
    </Stack>
  );
}

function AppointmentSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {title}
      </Title>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {children}
      </Stack>
    </Stack>
  );
}
