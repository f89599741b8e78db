import '@mantine/core/styles/Badge.layer.css';
import { Badge } from '@mantine/core';
import type { PayRequestStatus } from '@sportello/contracts/pay-services/pay-services.values';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaHeader } from '../../../components/backoffice/area-header';
import { paths } from '../../../config/paths';
import { pendingRequestsQuery } from '../api/pay-services-calls';

// White on each reads at 4.5:1 or more.
const STATUS_COLORS: Record<PayRequestStatus, string> = {
  pending: 'orange.9',
  approved: 'teal.9',
  rejected: 'red.8',
};

export function PayStatusBadge({ status }: { status: PayRequestStatus }) {
  const { t } = useTranslation('backoffice');
  return (
    <Badge color={STATUS_COLORS[status]} variant="filled" size="sm" tt="none" style={{ flexShrink: 0 }}>
      {t(`backoffice.payServices.status.${status}`)}
    </Badge>
  );
}

/** The address's value when it is one of `values` (a filter's choices), else undefined. */
export const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * The head of the area's three lists, which share one menu entry; the requests' tab says how many
 * wait, so that the queue is seen from the catalogue too.
 */
export function PayServicesHeader({
  current,
  actions,
}: {
  current: 'requests' | 'services' | 'types';
  actions?: ReactNode;
}) {
  const { t } = useTranslation('backoffice');
  const pending = useQuery(pendingRequestsQuery).data?.Total ?? 0;
  const tabs = [
    {
      key: 'requests',
      label:
        pending > 0
          ? t('backoffice.payServices.requestsPending', { n: pending })
          : t('backoffice.payServices.requests'),
      to: paths.backoffice.payRequests,
    },
    { key: 'services', label: t('backoffice.payServices.services'), to: paths.backoffice.payServices },
    { key: 'types', label: t('backoffice.payServices.types'), to: paths.backoffice.payTypes },
  ] as const;
  return (
    <AreaHeader title={t('backoffice.nav.payServices')} tabs={tabs} current={current} actions={actions} />
  );
}
