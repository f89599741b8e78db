import { Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TestRequest, TestRequestFilter } from '@sportello/contracts/backoffice/reservations.contract';
import { REQUEST_SORT_FIELDS } from '@sportello/contracts/backoffice/reservations.values';
import { REQUEST_STATUSES } from '@sportello/contracts/reservations/reservations.values';
import { PRODUCTS } from '@sportello/contracts/tickets/tickets.values';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList } from '../../../components/backoffice/data-list';
import { ListFilters } from '../../../components/backoffice/list-filters';
import { useListState } from '../../../lib/backoffice/use-list-state';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { useProductLabel } from '../../../lib/code-labels';
import { declineRequestCall, RESERVATIONS_KEY, requestsQuery } from '../api/reservations-calls';
import { ConfirmRequestModal } from './confirm-request-modal';
import { oneOf } from './list-values';
import { ReasonModal } from './reason-modal';
import { useRequestColumns } from './request-columns';
import { ReservationsHeader } from './reservations-parts';

/** The queue: what waits, the oldest first. `all` lifts the status filter (the address keeps no empty value). */
const DEFAULTS = { page: 0, sort: 'CreatedAt', desc: false, q: '', status: 'pending', product: '' };
const ALL = 'all';

/**
 * The customers' demonstration requests (the spec's test appointment, decision 082): searched by
 * company or contact, filtered by state and product, sorted and paged on the server. An operator
 * confirms one into an appointment at a free slot, or declines it with a note mailed to the customer.
 */
export function RequestsPage() {
  const { t } = useTranslation('backoffice');
  const { can } = usePermissions();
  const queryClient = useQueryClient();
  const productLabel = useProductLabel();
  const [state, update] = useListState(DEFAULTS);
  const status = oneOf(REQUEST_STATUSES, state.status);
  const product = oneOf(PRODUCTS, state.product);
  const filter: TestRequestFilter = {
    Page: state.page,
    Size: 20,
    Sort: oneOf(REQUEST_SORT_FIELDS, state.sort) ?? 'CreatedAt',
    Desc: state.desc,
    ...(state.q && { Text: state.q }),
    ...(status && { Status: status }),
    ...(product && { Product: product }),
  };
  const list = useQuery(requestsQuery(filter));
  const [confirming, setConfirming] = useState<TestRequest>();
  const [declining, setDeclining] = useState<TestRequest>();
  const mayWork = can('reservations', 'create');
  const columns = useRequestColumns(mayWork ? { confirm: setConfirming, decline: setDeclining } : {});

  const decided = async (message: string) => {
    notifications.show({ color: 'green', message });
    await queryClient.invalidateQueries({ queryKey: RESERVATIONS_KEY });
  };

  return (
    <Stack gap="md">
      <ReservationsHeader current="requests" />
      <Text c="dimmed" size="sm">
        {t('backoffice.reservations.requestsIntro')}
      </Text>
      <ListFilters
        searchHint={t('backoffice.reservations.requestsSearchHint')}
        search={state.q}
        onSearch={(q) => update({ q })}
      >
        <Select
          label={t('backoffice.reservations.status')}
          allowDeselect={false}
          w={180}
          value={status ?? ALL}
          onChange={(v) => update({ status: v ?? ALL })}
          data={[
            ...REQUEST_STATUSES.map((v) => ({
              value: v,
              label: t(`backoffice.reservations.requestStatus.${v}`),
            })),
            { value: ALL, label: t('backoffice.list.allStatuses') },
          ]}
        />
        <Select
          label={t('backoffice.reservations.product')}
          placeholder={t('backoffice.reservations.allProducts')}
          clearable
          w={220}
          value={product ?? null}
          onChange={(v) => update({ product: v ?? '' })}
          data={PRODUCTS.map((code) => ({ value: code, label: productLabel(code) }))}
        />
      </ListFilters>
      {status === 'pending' && !state.q && !product && list.data?.Total === 0 ? (
        <Text>{t('backoffice.reservations.noPending')}</Text>
      ) : (
        <DataList
          list={list}
          rowId={(r) => r.Id}
          columns={columns}
          sort={{ field: filter.Sort ?? 'CreatedAt', desc: filter.Desc ?? false }}
          page={state.page}
          onChange={update}
          columnsName="reservations-requests"
        />
      )}
      {confirming && (
        <ConfirmRequestModal
          request={confirming}
          onClose={() => setConfirming(undefined)}
          onConfirmed={async (r) => {
            setConfirming(undefined);
            await decided(t('backoffice.reservations.requestConfirmed', { company: r.Company.Name }));
          }}
        />
      )}
      {declining && (
        <ReasonModal
          title={t('backoffice.reservations.declineTitle', { company: declining.Company.Name })}
          message={t('backoffice.reservations.declineText', {
            contact: declining.Contact?.Name ?? declining.Company.Name,
          })}
          confirmLabel={t('backoffice.reservations.decline')}
          label={t('backoffice.reservations.declineNote')}
          hint={t('backoffice.reservations.declineNoteHint')}
          onClose={() => setDeclining(undefined)}
          onSubmit={async (reason) => {
            const r = await declineRequestCall(declining.Id, reason);
            setDeclining(undefined);
            await decided(t('backoffice.reservations.requestDeclined', { company: r.Company.Name }));
          }}
        />
      )}
    </Stack>
  );
}
