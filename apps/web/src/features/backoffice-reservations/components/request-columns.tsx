import { Anchor, Button, Group, Text } from '@mantine/core';
import type { TestRequest } from '@sportello/contracts/backoffice/reservations.contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Column } from '../../../components/backoffice/data-list';
import { paths } from '../../../config/paths';
import { useProductLabel } from '../../../lib/code-labels';
import { RequestStatusBadge } from './reservations-parts';
import { dayText, romeDateTime } from './rome-time';

export interface RequestActions {
  /** Present for those who work the queue. */
  confirm?: (request: TestRequest) => void;
  decline?: (request: TestRequest) => void;
}

/** The day and the time of day the customer would like, in their words; a dash when they left both. */
export function usePreferredText() {
  const { t } = useTranslation('backoffice');
  return (r: Pick<TestRequest, 'PreferredDate' | 'PreferredTime'>) =>
    [r.PreferredDate ? dayText(r.PreferredDate) : '', r.PreferredTime].filter(Boolean).join(', ') ||
    t('backoffice.reservations.anyTime');
}

/**
 * The demonstration requests' columns: who asks (always shown) and the decision's buttons while the
 * request waits; a confirmed one links to the appointment it became.
 */
export function useRequestColumns({ confirm, decline }: RequestActions): Column<TestRequest>[] {
  const { t } = useTranslation('backoffice');
  const productLabel = useProductLabel();
  const preferred = usePreferredText();
  const columns: Column<TestRequest>[] = [
    {
      id: 'sent',
      label: t('backoffice.reservations.sentAt'),
      sortField: 'CreatedAt',
      render: (r) => romeDateTime(r.CreatedAt),
    },
    {
      id: 'company',
      label: t('backoffice.reservations.company'),
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
      id: 'contact',
      label: t('backoffice.reservations.contact'),
      render: (r) => (
        <div>
          <Text size="sm">{r.Contact?.Name ?? t('backoffice.reservations.contactGone')}</Text>
          {r.Contact && (
            <Anchor href={`mailto:${r.Contact.Email}`} size="xs" style={{ overflowWrap: 'anywhere' }}>
              {r.Contact.Email}
            </Anchor>
          )}
          {r.Phone && (
            <Text size="xs" c="dimmed">
              {r.Phone}
            </Text>
          )}
        </div>
      ),
    },
    {
      id: 'product',
      label: t('backoffice.reservations.product'),
      sortField: 'Product',
      render: (r) => productLabel(r.Product),
    },
    {
      id: 'preferred',
      label: t('backoffice.reservations.preferred'),
      sortField: 'PreferredDate',
      render: (r) => preferred(r),
    },
    {
      id: 'notes',
      label: t('backoffice.reservations.notes'),
      render: (r) => (
        <Text size="sm" lineClamp={3} maw={280} style={{ overflowWrap: 'anywhere' }}>
          {r.Notes || '—'}
        </Text>
      ),
    },
    {
      id: 'status',
      label: t('backoffice.reservations.status'),
      render: (r) => (
        <div>
          <RequestStatusBadge status={r.Status} />
          {r.AppointmentId !== null && (
            <Anchor
              component={Link}
              to={`${paths.backoffice.reservations}?open=${r.AppointmentId}`}
              size="xs"
              display="block"
            >
              {t('backoffice.reservations.seeAppointment')}
            </Anchor>
          )}
        </div>
      ),
    },
    {
      id: 'decision',
      label: t('backoffice.reservations.decision'),
      hiddenByDefault: true,
      render: (r) =>
        r.DecidedBy && r.DecidedAt ? (
          <div>
            <Text size="sm">
              {t('backoffice.reservations.decidedBy', { who: r.DecidedBy, at: romeDateTime(r.DecidedAt) })}
            </Text>
            {r.Note && (
              <Text size="xs" c="dimmed" lineClamp={2}>
                {r.Note}
              </Text>
            )}
          </div>
        ) : (
          '—'
        ),
    },
  ];
  if (confirm && decline)
    columns.push({
      id: 'actions',
      label: t('backoffice.list.actions'),
      labelHidden: true,
      essential: true,
      render: (r) =>
        r.Status === 'pending' && (
          <Group gap={4} wrap="wrap">
            <Button size="compact-sm" variant="light" color="teal" onClick={() => confirm(r)}>
              {t('backoffice.reservations.confirm')}
            </Button>
            <Button size="compact-sm" variant="light" color="red" onClick={() => decline(r)}>
              {t('backoffice.reservations.decline')}
            </Button>
          </Group>
        ),
    });
  return columns;
}
