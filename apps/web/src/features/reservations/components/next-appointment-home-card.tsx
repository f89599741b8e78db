import { Stack, Text } from '@mantine/core';
import type { MyAppointment } from '@sportello/contracts/reservations/reservations.contract';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HomeCard, HomeCardBody } from '../../../components/home-card';
import { paths } from '../../../config/paths';
import { myAppointmentsQuery } from '../api/reservations-calls';
import { isUpcoming } from '../hooks/upcoming';
import { useReservationFormats } from '../hooks/use-reservation-formats';
import { appointmentHref } from './reservations-links';

/** The soonest confirmed appointment still to start. */
function nextOf(appointments: readonly MyAppointment[], now: number): MyAppointment | undefined {
  return appointments
    .filter((a) => isUpcoming(a, now) && Date.parse(a.Start) > now)
    .sort((a, b) => Date.parse(a.Start) - Date.parse(b.Start))[0];
}

/**
 * The home page's card of reservations: the customer's next appointment (what, when in Europe/Rome,
 * where), leading to it on the reservations page; with none coming, the way to book one.
 */
export function NextAppointmentHomeCard({ sessionKey }: { sessionKey: string }) {
  const { t } = useTranslation('reservations');
  const f = useReservationFormats();
  const query = useQuery(myAppointmentsQuery(sessionKey));
  const next = query.data && nextOf(query.data, Date.now());
  return (
    <HomeCard
      title={t('reservations.home.title')}
      icon={IconCalendarEvent}
      link={
        next
          ? { to: appointmentHref(next.Id), label: t('reservations.home.all') }
          : { to: paths.reservations, label: t('reservations.home.book') }
      }
    >
      <HomeCardBody query={query}>
        {() =>
          next ? (
            <Stack gap={2}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {next.Service.Name}
              </Text>
              <Text>{f.when(next.Start, next.End)}</Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {f.place(next.Place, next.PlaceDetail)}
              </Text>
            </Stack>
          ) : (
            <Text c="dimmed">{t('reservations.home.empty')}</Text>
          )
        }
      </HomeCardBody>
    </HomeCard>
  );
}
