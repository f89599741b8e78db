import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PayType } from '@sportello/contracts/backoffice/pay-services.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataList } from '../../../components/backoffice/data-list';
import { ListFilters } from '../../../components/backoffice/list-filters';
import { useDialogs } from '../../../components/use-dialogs';
import { useListState } from '../../../lib/backoffice/use-list-state';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { deleteTypeCall, PAY_KEY, typesQuery } from '../api/pay-services-calls';
import { PayServicesHeader } from './pay-services-parts';
import { PayTypeFormModal } from './pay-type-form-modal';

const DEFAULTS = { page: 0, q: '' };

/**
 * The types that group the catalogue (training, premium support, extra storage): a handful, so read
 * whole and searched here. Admins define them; a type with services is kept (409 from the server).
 */
export function PayTypesPage() {
  const { t, i18n } = useTranslation('backoffice');
  const { can } = usePermissions();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [state, update] = useListState(DEFAULTS);
  const types = useQuery(typesQuery);
  const [editing, setEditing] = useState<PayType | null>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: PAY_KEY });
  const remove = useMutation({
    mutationFn: (type: PayType) => deleteTypeCall(type.Id),
    onSuccess: async (_, type) => {
      notifications.show({
        color: 'green',
        message: t('backoffice.payServices.typeDeleted', { name: type.Name }),
      });
      await refresh();
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: apiErrorText(errorCatalogueOf(i18n), error) }),
  });
  const confirmDelete = async (type: PayType) => {
    if (
      await dialogs.confirm({
        message: t('backoffice.payServices.confirmDeleteType', { name: type.Name }),
        confirmLabel: t('backoffice.edit.delete'),
        confirmColor: 'red',
      })
    )
      remove.mutate(type);
  };
  const words = state.q.trim().toLowerCase();
  const shown = (types.data ?? []).filter(
    (ty) => !words || ty.Name.toLowerCase().includes(words) || ty.Code.includes(words),
  );
  const mayChange = can('pay-services', 'update');
  const mayDelete = can('pay-services', 'delete');
  const columns: Column<PayType>[] = [
    {
      id: 'name',
      label: t('backoffice.payServices.name'),
      essential: true,
      render: (ty) => (
        <Anchor component="button" type="button" ta="start" size="sm" onClick={() => setEditing(ty)}>
          {ty.Name}
        </Anchor>
      ),
    },
    { id: 'code', label: t('backoffice.payServices.code'), render: (ty) => ty.Code },
    {
      id: 'description',
      label: t('backoffice.payServices.description'),
      render: (ty) => (
        <Text size="sm" lineClamp={2} maw={360}>
          {ty.Description || '—'}
        </Text>
      ),
    },
    { id: 'services', label: t('backoffice.payServices.services'), render: (ty) => ty.Services },
  ];
  if (mayChange || mayDelete)
    columns.push({
      id: 'actions',
      label: t('backoffice.list.actions'),
      labelHidden: true,
      essential: true,
      render: (ty) => (
        <Group gap={4} wrap="wrap">
          {mayChange && (
            <Button size="compact-sm" variant="subtle" onClick={() => setEditing(ty)}>
              {t('backoffice.list.edit')}
            </Button>
          )}
          {mayDelete && (
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => void confirmDelete(ty)}>
              {t('backoffice.edit.delete')}
            </Button>
          )}
        </Group>
      ),
    });
  return (
    <Stack gap="md">
      <PayServicesHeader
        current="types"
        actions={
          can('pay-services', 'create') && (
            <Button onClick={() => setEditing(null)}>{t('backoffice.payServices.newType')}</Button>
          )
        }
      />
      <ListFilters
        searchHint={t('backoffice.payServices.typesSearchHint')}
        search={state.q}
        onSearch={(q) => update({ q })}
      >
        {null}
      </ListFilters>
      {types.data?.length === 0 ? (
        <Text>{t('backoffice.payServices.noTypes')}</Text>
      ) : (
        <DataList
          list={{
            data: types.data && { Items: shown, Total: shown.length, PageCount: 0 },
            isPending: types.isPending,
            error: types.error,
          }}
          rowId={(ty) => ty.Id}
          columns={columns}
          sort={{ field: 'Name', desc: false }}
          page={0}
          // One page, by name: nothing to sort or turn.
          onChange={() => undefined}
        />
      )}
      {editing !== undefined && (
        <PayTypeFormModal
          key={editing?.Id ?? 'new'}
          type={editing}
          readOnly={!can('pay-services', editing ? 'update' : 'create')}
          onClose={() => setEditing(undefined)}
          onSaved={async (saved) => {
            setEditing(undefined);
            notifications.show({
              color: 'green',
              message: t('backoffice.payServices.typeSaved', { name: saved.Name }),
            });
            await refresh();
          }}
        />
      )}
    </Stack>
  );
}
