import { Anchor, Button, Group, Text } from '@mantine/core';
import type { PayRequest } from '@sportello/contracts/backoffice/pay-services.contract';
import { formatDate, formatDateTime } from '@sportello/contracts/common/dates';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/backoffice/data-list';
import { formatEuro } from '../../../lib/euro';
import { PayStatusBadge } from './pay-services-parts';

export interface PayRequestActions {
  /** Present for those who decide requests. */
  approve?: (request: PayRequest) => void;
  reject?: (request: PayRequest) => void;
}

/** A wire day (`YYYY-MM-DD`) as DD/MM/YYYY. */
const dayText = (day: string) => day.split('-').reverse().join('/');

/**
 * The requests' columns: the company (always shown), the service with its quantity and amounts, the
 * state with the subscription an approval created or extended, and the decision's buttons while the
 * request waits.
 */
export function usePayRequestColumns({ approve, reject }: PayRequestActions): Column<PayRequest>[] {
  const { t } = useTranslation('backoffice');
  const columns: Column<PayRequest>[] = [
    {
      id: 'sent',
      label: t('backoffice.payServices.sentAt'),
      sortField: 'CreatedAt',
      render: (r) => formatDateTime(r.CreatedAt).slice(0, 16),
    },
    {
      id: 'company',
      label: t('backoffice.payServices.company'),
      sortField: 'Company',
      essential: true,
      render: (r) => (
        <div>
          <Text size="sm">{r.Company.Name}</Text>
          <Text size="xs" c="dimmed">
            {r.Company.VatCode}
          </Text>
        </div>
      ),
    },
    {
      id: 'requester',
      label: t('backoffice.payServices.requester'),
      render: (r) => (
        <div>
          <Text size="sm">{r.RequestedBy?.Name ?? r.RequesterName}</Text>
          {r.RequestedBy && (
            <Anchor href={`mailto:${r.RequestedBy.Email}`} size="xs" style={{ overflowWrap: 'anywhere' }}>
              {r.RequestedBy.Email}
            </Anchor>
          )}
        </div>
      ),
    },
    {
      id: 'service',
      label: t('backoffice.payServices.service'),
      sortField: 'Service',
      essential: true,
      render: (r) => (
        <div>
          <Text size="sm">{r.Service.Name}</Text>
          <Text size="xs" c="dimmed">
            {t('backoffice.payServices.quantityTimes', {
              quantity: r.Quantity,
              price: formatEuro(r.PriceCents),
            })}
          </Text>
        </div>
      ),
    },
    {
      id: 'total',
      label: t('backoffice.payServices.total'),
      render: (r) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          <Text size="sm">{formatEuro(r.TotalCents)}</Text>
          <Text size="xs" c="dimmed">
            {t('backoffice.payServices.vatOf', { rate: r.VatRate, vat: formatEuro(r.VatCents) })}
          </Text>
        </div>
      ),
    },
    {
      id: 'note',
      label: t('backoffice.payServices.customerNote'),
      hiddenByDefault: true,
      render: (r) => (
        <Text size="sm" lineClamp={3} maw={280} style={{ overflowWrap: 'anywhere' }}>
          {r.Note || '—'}
        </Text>
      ),
    },
    {
      id: 'status',
      label: t('backoffice.payServices.status'),
      sortField: 'Status',
      render: (r) => (
        <div>
          <PayStatusBadge status={r.Status} />
          {r.Subscription && (
            <Text size="xs" mt={4}>
              {t('backoffice.payServices.subscriptionUntil', {
                plan: r.Subscription.PlanName,
                date: dayText(r.Subscription.EndsOn),
              })}
            </Text>
          )}
          {r.DecidedBy && r.DecidedAt && (
            <Text size="xs" c="dimmed">
              {t('backoffice.payServices.decidedBy', { who: r.DecidedBy, at: formatDate(r.DecidedAt) })}
            </Text>
          )}
          {r.Reason && (
            <Text size="xs" c="dimmed" lineClamp={2} maw={240} style={{ overflowWrap: 'anywhere' }}>
              {r.Reason}
            </Text>
          )}
        </div>
      ),
    },
  ];
  if (approve && reject)
    columns.push({
      id: 'actions',
      label: t('backoffice.list.actions'),
      labelHidden: true,
      essential: true,
      render: (r) =>
        r.Status === 'pending' && (
          <Group gap={4} wrap="wrap">
            <Button
              size="compact-sm"
              variant="light"
              color="teal"
              onClick={() => approve(r)}
              aria-label={t('backoffice.payServices.approveOf', {
                company: r.Company.Name,
                service: r.Service.Name,
              })}
            >
              {t('backoffice.payServices.approve')}
            </Button>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={() => reject(r)}
              aria-label={t('backoffice.payServices.rejectOf', {
                company: r.Company.Name,
                service: r.Service.Name,
              })}
            >
              {t('backoffice.payServices.reject')}
            </Button>
          </Group>
        ),
    });
  return columns;
}
