import { Anchor, Text } from '@mantine/core';
import type { Appointment } from '@sportello/contracts/backoffice/reservations.contract';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/backoffice/data-list';
import { AppointmentStatusBadge } from './reservations-parts';
import { romeDateTime, romeTime } from './rome-time';

// The second line (an address, a code) is cut with an ellipsis rather than broken mid-word; the
// whole of it is its title.
const twoLines = (first: string, second: string) => (
  <div>
    <Text size="sm">{first}</Text>
    <Text size="xs" c="dimmed" truncate="end" maw={200} title={second}>
      {second}
    </Text>
  </div>
);

/**
 * The appointments list's columns: when (the row's link to its details) and for which company first,
 * always shown; the rest may be hidden by the column chooser, the booking time hidden at first.
 */
export function useAppointmentColumns(open: (appointment: Appointment) => void): Column<Appointment>[] {
  const { t } = useTranslation('backoffice');
  return [
    {
      id: 'when',
      label: t('backoffice.reservations.when'),
      sortField: 'Start',
      essential: true,
      render: (a) => (
        <Anchor
          component="button"
          type="button"
          ta="start"
          size="sm"
          style={{ whiteSpace: 'nowrap' }}
          aria-label={t('backoffice.reservations.open', {
            company: a.Company.Name,
            when: romeDateTime(a.Start),
          })}
          onClick={() => open(a)}
        >
          {t('backoffice.reservations.timeRange', { start: romeDateTime(a.Start), end: romeTime(a.End) })}
        </Anchor>
      ),
    },
    {
      id: 'company',
      label: t('backoffice.reservations.company'),
      sortField: 'Company',
      essential: true,
      render: (a) => twoLines(a.Company.Name, a.Company.VatCode),
    },
    {
      id: 'contact',
      label: t('backoffice.reservations.contact'),
      render: (a) =>
        a.Contact ? twoLines(a.Contact.Name, a.Contact.Email) : t('backoffice.reservations.contactGone'),
    },
    {
      id: 'service',
      label: t('backoffice.reservations.service'),
      sortField: 'Service',
      render: (a) => twoLines(a.Service.Name, t(`backoffice.reservations.kind.${a.Service.Kind}`)),
    },
    {
      id: 'operator',
      label: t('backoffice.reservations.operator'),
      sortField: 'Operator',
      render: (a) => a.Operator.Name,
    },
    {
      id: 'place',
      label: t('backoffice.reservations.place'),
      render: (a) => twoLines(t(`backoffice.reservations.place.${a.Place}`), a.PlaceDetail),
    },
    {
      id: 'status',
      label: t('backoffice.reservations.status'),
      render: (a) => <AppointmentStatusBadge status={a.Status} />,
    },
    {
      id: 'booked',
      label: t('backoffice.reservations.bookedAt'),
      sortField: 'CreatedAt',
      hiddenByDefault: true,
      render: (a) => romeDateTime(a.CreatedAt),
    },
  ];
}
