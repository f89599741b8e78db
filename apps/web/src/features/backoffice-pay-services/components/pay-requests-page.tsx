import { Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PayRequest, PayRequestFilter } from '@sportello/contracts/backoffice/pay-services.contract';
import {
  PAY_REQUEST_SORT_FIELDS,
  PAY_REQUEST_STATUSES,
} from '@sportello/contracts/pay-services/pay-services.values';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../../components/backoffice/company-picker';
import { DataList } from '../../../components/backoffice/data-list';
import { ExportButton } from '../../../components/backoffice/export-button';
import { ListFilters } from '../../../components/backoffice/list-filters';
import { useListState } from '../../../lib/backoffice/use-list-state';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { PAY_KEY, requestsExportUrl, requestsQuery, serviceChoicesQuery } from '../api/pay-services-calls';
import { DecisionModal } from './decision-modal';
import { usePayRequestColumns } from './pay-request-columns';
import { oneOf, PayServicesHeader } from './pay-services-parts';

/** The queue: what waits, the oldest first. `all` lifts the state filter (the address keeps no empty value). */
const DEFAULTS = {
  page: 0,
  sort: 'CreatedAt',
  desc: false,
  q: '',
  status: 'pending',
  service: 0,
  company: 0,
};
const ALL = 'all';

/**
 * The customers' requests of paid services (decision 086): searched by company or requester,
 * filtered by state, service and company, sorted and paged on the server, exported as CSV. An
 * operator approves one (a service with a support plan creates or extends the company's
 * subscription) or rejects it with a reason; the requester is told by e-mail either way.
 */
export function PayRequestsPage() {
  const { t } = useTranslation('backoffice');
  const { can } = usePermissions();
  const queryClient = useQueryClient();
  const [state, update] = useListState(DEFAULTS);
  const status = oneOf(PAY_REQUEST_STATUSES, state.status);
  const filter: PayRequestFilter = {
    Page: state.page,
    Size: 20,
    Sort: oneOf(PAY_REQUEST_SORT_FIELDS, state.sort) ?? 'CreatedAt',
    Desc: state.desc,
    ...(state.q && { Text: state.q }),
    ...(status && { Status: status }),
    ...(state.service > 0 && { ServiceId: state.service }),
    ...(state.company > 0 && { CompanyId: state.company }),
  };
  const list = useQuery(requestsQuery(filter));
  const services = useQuery(serviceChoicesQuery);
  const [deciding, setDeciding] = useState<{ request: PayRequest; decision: 'approve' | 'reject' }>();
  const columns = usePayRequestColumns(
    can('pay-requests', 'update')
      ? {
          approve: (request) => setDeciding({ request, decision: 'approve' }),
          reject: (request) => setDeciding({ request, decision: 'reject' }),
        }
      : {},
  );
  // Filtered by one company, every row is that company's: the picker shows it without another call.
  const company = state.company > 0 ? list.data?.Items[0]?.Company : undefined;
  const quiet = status === 'pending' && !state.q && !state.service && !state.company;

  return (
    <Stack gap="md">
      <PayServicesHeader
        current="requests"
        actions={
          can('pay-requests', 'export') && (
            <ExportButton href={(encoding) => requestsExportUrl({ ...filter, Page: 0 }, encoding)} />
          )
        }
      />
      <Text c="dimmed" size="sm">
        {t('backoffice.payServices.requestsIntro')}
      </Text>
      <ListFilters
        searchHint={t('backoffice.payServices.requestsSearchHint')}
        search={state.q}
        onSearch={(q) => update({ q })}
      >
        <Select
          label={t('backoffice.payServices.status')}
          allowDeselect={false}
          w={180}
          value={status ?? ALL}
          onChange={(v) => update({ status: v ?? ALL })}
          data={[
            ...PAY_REQUEST_STATUSES.map((v) => ({
              value: v,
              label: t(`backoffice.payServices.status.${v}`),
            })),
            { value: ALL, label: t('backoffice.list.allStatuses') },
          ]}
        />
        <Select
          label={t('backoffice.payServices.service')}
          placeholder={t('backoffice.payServices.allServices')}
          clearable
          searchable
          w={240}
          value={state.service > 0 ? String(state.service) : null}
          onChange={(v) => update({ service: v ? Number(v) : 0 })}
          data={(services.data?.Items ?? []).map((s) => ({ value: String(s.Id), label: s.Name }))}
        />
        <CompanyPicker
          label={t('backoffice.payServices.company')}
          placeholder={t('backoffice.payServices.allCompanies')}
          clearable
          w={260}
          chosen={company}
          value={state.company > 0 ? String(state.company) : null}
          onChange={(v) => update({ company: v ? Number(v) : 0 })}
        />
      </ListFilters>
      {quiet && list.data?.Total === 0 ? (
        <Text>{t('backoffice.payServices.noPending')}</Text>
      ) : (
        <DataList
          list={list}
          rowId={(r) => r.Id}
          columns={columns}
          sort={{ field: filter.Sort ?? 'CreatedAt', desc: filter.Desc ?? false }}
          page={state.page}
          onChange={update}
          columnsName="pay-requests"
        />
      )}
      {deciding && (
        <DecisionModal
          request={deciding.request}
          decision={deciding.decision}
          onClose={() => setDeciding(undefined)}
          onDecided={async (decided) => {
            setDeciding(undefined);
            notifications.show({
              color: 'green',
              message: t(
                decided.Status === 'approved'
                  ? 'backoffice.payServices.approved'
                  : 'backoffice.payServices.rejected',
                { company: decided.Company.Name, service: decided.Service.Name },
              ),
            });
            await queryClient.invalidateQueries({ queryKey: PAY_KEY });
          }}
        />
      )}
    </Stack>
  );
}
