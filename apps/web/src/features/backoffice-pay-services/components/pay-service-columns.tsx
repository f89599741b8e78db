import '@mantine/core/styles/Badge.layer.css';
import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import type { PayServiceItem } from '@sportello/contracts/backoffice/pay-services.contract';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/backoffice/data-list';
import { useProductLabel } from '../../../lib/code-labels';
import { formatEuro } from '../../../lib/euro';

export interface PayServiceActions {
  /** Opens the form (read-only for whoever may not change it). */
  open: (service: PayServiceItem) => void;
  edit?: (service: PayServiceItem) => void;
  remove?: (service: PayServiceItem) => void;
}

/** The catalogue's columns: the name (the row's link to its form) and the actions always shown. */
export function usePayServiceColumns({ open, edit, remove }: PayServiceActions): Column<PayServiceItem>[] {
  const { t } = useTranslation('backoffice');
  const productLabel = useProductLabel();
  const columns: Column<PayServiceItem>[] = [
    {
      id: 'name',
      label: t('backoffice.payServices.name'),
      sortField: 'Name',
      essential: true,
      render: (s) => (
        <Anchor
          component="button"
          type="button"
          ta="start"
          size="sm"
          aria-label={t('backoffice.payServices.openService', { name: s.Name })}
          onClick={() => open(s)}
        >
          {s.Name}
        </Anchor>
      ),
    },
    { id: 'type', label: t('backoffice.payServices.type'), sortField: 'Type', render: (s) => s.Type.Name },
    {
      id: 'price',
      label: t('backoffice.payServices.price'),
      sortField: 'Price',
      render: (s) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          <Text size="sm">{formatEuro(s.PriceCents)}</Text>
          <Text size="xs" c="dimmed">
            {t('backoffice.payServices.vatAndTotal', {
              rate: s.VatRate,
              vat: formatEuro(s.VatCents),
              total: formatEuro(s.TotalCents),
            })}
          </Text>
        </div>
      ),
    },
    {
      id: 'per',
      label: t('backoffice.payServices.per'),
      render: (s) =>
        `${t(`backoffice.payServices.unit.${s.Unit}`)} · ${t(`backoffice.payServices.period.${s.Period}`)}`,
    },
    {
      id: 'offered',
      label: t('backoffice.payServices.offeredTo'),
      hiddenByDefault: true,
      render: (s) =>
        s.Products.length ? s.Products.map(productLabel).join(', ') : t('backoffice.payServices.everyone'),
    },
    { id: 'plan', label: t('backoffice.payServices.plan'), render: (s) => s.Plan?.Name ?? '—' },
    {
      id: 'requests',
      label: t('backoffice.payServices.requestsCount'),
      render: (s) => t('backoffice.payServices.requestsOf', { all: s.Requests, pending: s.Pending }),
    },
    {
      id: 'enabled',
      label: t('backoffice.payServices.enabled'),
      render: (s) => (
        <Badge
          color={s.Enabled ? 'teal.9' : 'gray.7'}
          variant={s.Enabled ? 'filled' : 'outline'}
          size="sm"
          tt="none"
        >
          {t(s.Enabled ? 'backoffice.payServices.on' : 'backoffice.payServices.off')}
        </Badge>
      ),
    },
  ];
  if (edit || remove)
    columns.push({
      id: 'actions',
      label: t('backoffice.list.actions'),
      labelHidden: true,
      essential: true,
      render: (s) => (
        <Group gap={4} wrap="wrap">
          {edit && (
            <Button size="compact-sm" variant="subtle" onClick={() => edit(s)}>
              {t('backoffice.list.edit')}
            </Button>
          )}
          {remove && (
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => remove(s)}>
              {t('backoffice.edit.delete')}
            </Button>
          )}
        </Group>
      ),
    });
  return columns;
}
