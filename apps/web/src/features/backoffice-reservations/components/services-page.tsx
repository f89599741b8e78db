import { Button, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReservableService, ServiceFilter } from '@sportello/contracts/backoffice/reservations.contract';
import { SERVICE_SORT_FIELDS } from '@sportello/contracts/backoffice/reservations.values';
import { SERVICE_KINDS } from '@sportello/contracts/reservations/reservations.values';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList } from '../../../components/backoffice/data-list';
import { ListFilters } from '../../../components/backoffice/list-filters';
import { YesNoFilter } from '../../../components/backoffice/yes-no-filter';
import { useDialogs } from '../../../components/use-dialogs';
import { useListState } from '../../../lib/backoffice/use-list-state';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { apiErrorText, errorKeyOf } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { deleteServiceCall, RESERVATIONS_KEY, servicesQuery } from '../api/reservations-calls';
import { oneOf } from './list-values';
import { ReservationsHeader } from './reservations-parts';
import { useServiceColumns } from './service-columns';
import { ServiceFormModal } from './service-form-modal';

const DEFAULTS = { page: 0, sort: 'Name', desc: false, q: '', kind: '', enabled: '' };

/**
 * The services customers book (decision 082): searched by name, filtered by kind and state, sorted
 * and paged on the server, each with its duration, seats, place, operators, price and upcoming
 * appointments. Admins define them in a form and delete them; a service with appointments is
 * switched off instead, which the server says with a 409.
 */
export function ServicesPage() {
  const { t, i18n } = useTranslation('backoffice');
  const { can } = usePermissions();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [state, update] = useListState(DEFAULTS);
  const kind = oneOf(SERVICE_KINDS, state.kind);
  const filter: ServiceFilter = {
    Page: state.page,
    Size: 20,
    Sort: oneOf(SERVICE_SORT_FIELDS, state.sort) ?? 'Name',
    Desc: state.desc,
    ...(state.q && { Text: state.q }),
    ...(kind && { Kind: kind }),
    ...(state.enabled && { Enabled: state.enabled === '1' }),
  };
  const list = useQuery(servicesQuery(filter));
  /** The service in the form: `null` a new one, undefined none. */
  const [editing, setEditing] = useState<ReservableService | null>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: RESERVATIONS_KEY });

  const remove = useMutation({
    mutationFn: (service: ReservableService) => deleteServiceCall(service.Id),
    onSuccess: async (_, service) => {
      notifications.show({
        color: 'green',
        message: t('backoffice.reservations.serviceDeleted', { name: service.Name }),
      });
      await refresh();
    },
    // Its appointments stay: the server switched it off instead, which is news, not a failure.
    onError: async (error, service) => {
      if (errorKeyOf(error) === 'ERROR_SERVICE_HAS_APPOINTMENTS')
        notifications.show({
          color: 'blue',
          message: t('backoffice.reservations.serviceSwitchedOff', { name: service.Name }),
        });
      else notifications.show({ color: 'red', message: apiErrorText(errorCatalogueOf(i18n), error) });
      await refresh();
    },
  });
  const confirmDelete = async (service: ReservableService) => {
    const confirmed = await dialogs.confirm({
      message: t('backoffice.reservations.confirmDeleteService', { name: service.Name }),
      confirmLabel: t('backoffice.edit.delete'),
      confirmColor: 'red',
    });
    if (confirmed) remove.mutate(service);
  };

  const mayCreate = can('reservation-services', 'create');
  const columns = useServiceColumns({
    open: setEditing,
    edit: can('reservation-services', 'update') ? setEditing : undefined,
    remove: can('reservation-services', 'delete') ? (s) => void confirmDelete(s) : undefined,
  });

  const filtered = Boolean(state.q || kind || state.enabled);
  return (
    <Stack gap="md">
      <ReservationsHeader
        current="services"
        actions={
          mayCreate && (
            <Button onClick={() => setEditing(null)}>{t('backoffice.reservations.newService')}</Button>
          )
        }
      />
      <Text c="dimmed" size="sm">
        {t('backoffice.reservations.servicesIntro')}
      </Text>
      <ListFilters
        searchHint={t('backoffice.reservations.servicesSearchHint')}
        search={state.q}
        onSearch={(q) => update({ q })}
      >
        <Select
          label={t('backoffice.reservations.kind')}
          placeholder={t('backoffice.list.allTypes')}
          clearable
          w={200}
          value={kind ?? null}
          onChange={(v) => update({ kind: v ?? '' })}
          data={SERVICE_KINDS.map((v) => ({ value: v, label: t(`backoffice.reservations.kind.${v}`) }))}
        />
        <YesNoFilter
          label={t('backoffice.reservations.enabled')}
          value={state.enabled}
          onChange={(enabled) => update({ enabled })}
        />
      </ListFilters>
      {!filtered && list.data?.Total === 0 ? (
        <Text>
          {t(mayCreate ? 'backoffice.reservations.noServicesAdmin' : 'backoffice.reservations.noServices')}
        </Text>
      ) : (
        <DataList
          list={list}
          rowId={(s) => s.Id}
          columns={columns}
          sort={{ field: filter.Sort ?? 'Name', desc: filter.Desc ?? false }}
          page={state.page}
          onChange={update}
          columnsName="reservations-services"
        />
      )}
      {editing !== undefined && (
        <ServiceFormModal
          key={editing?.Id ?? 'new'}
          service={editing}
          readOnly={!can('reservation-services', editing ? 'update' : 'create')}
          onClose={() => setEditing(undefined)}
          onSaved={async (saved) => {
            setEditing(undefined);
            notifications.show({
              color: 'green',
              message: t('backoffice.reservations.serviceSaved', { name: saved.Name }),
            });
            await refresh();
          }}
        />
      )}
    </Stack>
  );
}
