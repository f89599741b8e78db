import '@mantine/core/styles/Badge.layer.css';
import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import type { ReservableService } from '@sportello/contracts/backoffice/reservations.contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Column } from '../../../components/backoffice/data-list';
import { paths } from '../../../config/paths';
import { euro } from './price';

export interface ServiceActions {
  /** Opens the form (read-only for whoever may not change it). */
  open: (service: ReservableService) => void;
  /** Present for those who may change services. */
  edit?: (service: ReservableService) => void;
  /** Present for those who may delete them. */
  remove?: (service: ReservableService) => void;
}

/** The services list's columns: the name (the row's link to its form) and the actions always shown. */
export function useServiceColumns({ open, edit, remove }: ServiceActions): Column<ReservableService>[] {
  const { t } = useTranslation('backoffice');
  const columns: Column<ReservableService>[] = [
    {
      id: 'name',
      label: t('backoffice.reservations.name'),
      sortField: 'Name',
      essential: true,
      render: (s) => (
        <Anchor
          component="button"
          type="button"
          ta="start"
          size="sm"
          aria-label={t('backoffice.reservations.openService', { name: s.Name })}
          onClick={() => open(s)}
        >
          {s.Name}
        </Anchor>
      ),
    },
    {
      id: 'kind',
      label: t('backoffice.reservations.kind'),
      sortField: 'Kind',
      render: (s) => t(`backoffice.reservations.kind.${s.Kind}`),
    },
    {
      id: 'duration',
      label: t('backoffice.reservations.durationColumn'),
      render: (s) => (
        <div>
          <Text size="sm">{t('backoffice.reservations.minutes', { count: s.DurationMinutes })}</Text>
          {s.BufferMinutes > 0 && (
            <Text size="xs" c="dimmed">
              {t('backoffice.reservations.plusBuffer', { count: s.BufferMinutes })}
            </Text>
          )}
        </div>
      ),
    },
    { id: 'seats', label: t('backoffice.reservations.seats'), render: (s) => s.Seats },
    {
      id: 'place',
      label: t('backoffice.reservations.place'),
      // Left to the column chooser: with it the row's actions no longer fit a 1280 px screen.
      hiddenByDefault: true,
      render: (s) => (
        <div>
          <Text size="sm">{t(`backoffice.reservations.place.${s.Place}`)}</Text>
          {s.PlaceDetail && (
            <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {s.PlaceDetail}
            </Text>
          )}
        </div>
      ),
    },
    {
      id: 'operators',
      label: t('backoffice.reservations.operators'),
      render: (s) => s.Operators.map((o) => o.Name).join(', '),
    },
    {
      id: 'price',
      label: t('backoffice.reservations.price'),
      render: (s) => <span style={{ whiteSpace: 'nowrap' }}>{euro(s.PriceCents)}</span>,
    },
    {
      id: 'upcoming',
      label: t('backoffice.reservations.upcoming'),
      // The count leads to the service's appointments still to come.
      render: (s) =>
        s.Upcoming > 0 ? (
          <Anchor
            component={Link}
            to={`${paths.backoffice.reservations}?service=${s.Id}`}
            size="sm"
            aria-label={t('backoffice.reservations.upcomingCount', { count: s.Upcoming })}
          >
            {s.Upcoming}
          </Anchor>
        ) : (
          '0'
        ),
    },
    {
      id: 'enabled',
      label: t('backoffice.reservations.enabled'),
      render: (s) => (
        <Badge
          color={s.Enabled ? 'teal.9' : 'gray.7'}
          variant={s.Enabled ? 'filled' : 'outline'}
          size="sm"
          tt="none"
        >
          {t(s.Enabled ? 'backoffice.reservations.on' : 'backoffice.reservations.off')}
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
