import '@mantine/core/styles/Badge.layer.css';
import { Badge } from '@mantine/core';
import type { AppointmentStatus, RequestStatus } from '@sportello/contracts/reservations/reservations.values';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaHeader } from '../../../components/backoffice/area-header';
import { paths } from '../../../config/paths';
import { pendingRequestsQuery } from '../api/reservations-calls';

// White on each reads at 4.5:1 or more (green.8 is 3.3:1).
const APPOINTMENT_COLORS: Record<AppointmentStatus, string> = { confirmed: 'teal.9', cancelled: 'gray.7' };
const REQUEST_COLORS: Record<RequestStatus, string> = {
  pending: 'orange.9',
  confirmed: 'teal.9',
  declined: 'red.8',
};

export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  const { t } = useTranslation('backoffice');
  return (
    <Badge color={APPOINTMENT_COLORS[status]} variant="filled" size="sm" tt="none" style={{ flexShrink: 0 }}>
      {t(`backoffice.reservations.appointmentStatus.${status}`)}
    </Badge>
  );
}

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation('backoffice');
  return (
    <Badge color={REQUEST_COLORS[status]} variant="filled" size="sm" tt="none" style={{ flexShrink: 0 }}>
      {t(`backoffice.reservations.requestStatus.${status}`)}
    </Badge>
  );
}

/**
 * The head of the area's three lists, which share one menu entry (components/backoffice/area-header.tsx);
 * the requests' tab says how many wait, so that the queue is seen from the other two pages.
 */
export function ReservationsHeader({
  current,
  actions,
}: {
  current: 'appointments' | 'services' | 'requests';
  actions?: ReactNode;
}) {
  const { t } = useTranslation('backoffice');
  const pending = useQuery(pendingRequestsQuery).data?.Total ?? 0;
  const tabs = [
    {
      key: 'appointments',
      label: t('backoffice.reservations.appointments'),
      to: paths.backoffice.reservations,
    },
    {
      key: 'services',
      label: t('backoffice.reservations.services'),
      to: paths.backoffice.reservationServices,
    },
    {
      key: 'requests',
      label:
        pending > 0
          ? t('backoffice.reservations.requestsPending', { count: pending })
          : t('backoffice.reservations.requests'),
      to: paths.backoffice.reservationRequests,
    },
  ] as const;
  return (
    <AreaHeader title={t('backoffice.nav.reservations')} tabs={tabs} current={current} actions={actions} />
  );
}
