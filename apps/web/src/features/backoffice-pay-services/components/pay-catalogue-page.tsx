import { Button, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PayServiceFilter, PayServiceItem } from '@sportello/contracts/backoffice/pay-services.contract';
import { PAY_SERVICE_SORT_FIELDS } from '@sportello/contracts/pay-services/pay-services.values';
import { PRODUCTS } from '@sportello/contracts/tickets/tickets.values';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList } from '../../../components/backoffice/data-list';
import { ListFilters } from '../../../components/backoffice/list-filters';
import { YesNoFilter } from '../../../components/backoffice/yes-no-filter';
import { useDialogs } from '../../../components/use-dialogs';
import { useListState } from '../../../lib/backoffice/use-list-state';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { useProductLabel } from '../../../lib/code-labels';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { deleteServiceCall, PAY_KEY, servicesQuery, typesQuery } from '../api/pay-services-calls';
import { usePayServiceColumns } from './pay-service-columns';
import { PayServiceFormModal } from './pay-service-form-modal';
import { oneOf, PayServicesHeader } from './pay-services-parts';

const DEFAULTS = { page: 0, sort: 'Name', desc: false, q: '', type: 0, enabled: '', product: '' };

/**
 * The catalogue of paid services (decision 086): searched by name or description, filtered by type,
 * state and product, sorted and paged on the server, each with price, VAT and total, what it is for
 * and how often, its support plan and its requests. Admins define services in a form; a service
 * somebody asked for is kept (the server says so with a 409) and may be switched off instead.
 */
export function PayCataloguePage() {
  const { t, i18n } = useTranslation('backoffice');
  const { can } = usePermissions();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const productLabel = useProductLabel();
  const [state, update] = useListState(DEFAULTS);
  const product = oneOf(PRODUCTS, state.product);
  const filter: PayServiceFilter = {
    Page: state.page,
    Size: 20,
    Sort: oneOf(PAY_SERVICE_SORT_FIELDS, state.sort) ?? 'Name',
    Desc: state.desc,
    ...(state.q && { Text: state.q }),
    ...(state.type > 0 && { TypeId: state.type }),
    ...(state.enabled && { Enabled: state.enabled === '1' }),
    ...(product && { Product: product }),
  };
  const list = useQuery(servicesQuery(filter));
  const types = useQuery(typesQuery);
  /** The service in the form: `null` a new one, undefined none. */
  const [editing, setEditing] = useState<PayServiceItem | null>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: PAY_KEY });

  const remove = useMutation({
    mutationFn: (service: PayServiceItem) => deleteServiceCall(service.Id),
    onSuccess: async (_, service) => {
      notifications.show({
        color: 'green',
        message: t('backoffice.payServices.serviceDeleted', { name: service.Name }),
      });
      await refresh();
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: apiErrorText(errorCatalogueOf(i18n), error) }),
  });
  const confirmDelete = async (service: PayServiceItem) => {
    const confirmed = await dialogs.confirm({
      message: t('backoffice.payServices.confirmDeleteService', { name: service.Name }),
      confirmLabel: t('backoffice.edit.delete'),
      confirmColor: 'red',
    });
    if (confirmed) remove.mutate(service);
  };

  const mayCreate = can('pay-services', 'create');
  const columns = usePayServiceColumns({
    open: setEditing,
    edit: can('pay-services', 'update') ? setEditing : undefined,
    remove: can('pay-services', 'delete') ? (s) => void confirmDelete(s) : undefined,
  });
  const filtered = Boolean(state.q || state.type || state.enabled || product);
  return (
    <Stack gap="md">
      <PayServicesHeader
        current="services"
        actions={
          mayCreate && (
            <Button onClick={() => setEditing(null)}>{t('backoffice.payServices.newService')}</Button>
          )
        }
      />
      <Text c="dimmed" size="sm">
        {t('backoffice.payServices.servicesIntro')}
      </Text>
      <ListFilters
        searchHint={t('backoffice.payServices.servicesSearchHint')}
        search={state.q}
        onSearch={(q) => update({ q })}
      >
        <Select
          label={t('backoffice.payServices.type')}
          placeholder={t('backoffice.list.allTypes')}
          clearable
          w={200}
          value={state.type > 0 ? String(state.type) : null}
          onChange={(v) => update({ type: v ? Number(v) : 0 })}
          data={(types.data ?? []).map((ty) => ({ value: String(ty.Id), label: ty.Name }))}
        />
        <Select
          label={t('backoffice.payServices.product')}
          placeholder={t('backoffice.payServices.allProducts')}
          clearable
          w={200}
          value={product ?? null}
          onChange={(v) => update({ product: v ?? '' })}
          data={PRODUCTS.map((code) => ({ value: code, label: productLabel(code) }))}
        />
        <YesNoFilter
          label={t('backoffice.payServices.enabled')}
          value={state.enabled}
          onChange={(enabled) => update({ enabled })}
        />
      </ListFilters>
      {!filtered && list.data?.Total === 0 ? (
        <Text>
          {t(mayCreate ? 'backoffice.payServices.noServicesAdmin' : 'backoffice.payServices.noServices')}
        </Text>
      ) : (
        <DataList
          list={list}
          rowId={(s) => s.Id}
          columns={columns}
          sort={{ field: filter.Sort ?? 'Name', desc: filter.Desc ?? false }}
          page={state.page}
          onChange={update}
          columnsName="pay-services"
        />
      )}
      {editing !== undefined && (
        <PayServiceFormModal
          key={editing?.Id ?? 'new'}
          service={editing}
          readOnly={!can('pay-services', editing ? 'update' : 'create')}
          onClose={() => setEditing(undefined)}
          onSaved={async (saved) => {
            setEditing(undefined);
            notifications.show({
              color: 'green',
              message: t('backoffice.payServices.serviceSaved', { name: saved.Name }),
            });
            await refresh();
          }}
        />
      )}
    </Stack>
  );
}
