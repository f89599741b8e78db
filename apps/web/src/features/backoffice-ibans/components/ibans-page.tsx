import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { IbanFilter } from '@sportello/contracts/backoffice/ibans.contract';
import { IBAN_SORT_FIELDS, IBAN_STATES } from '@sportello/contracts/iban/iban.values';
import { PRODUCTS } from '@sportello/contracts/tickets/tickets.values';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataList } from '../../../components/backoffice/data-list';
import { ExportButton } from '../../../components/backoffice/export-button';
import { ListFilters } from '../../../components/backoffice/list-filters';
import { DayRangeInputs } from '../../../components/day-input';
import { dayRange } from '../../../lib/backoffice/day-range';
import { useListState } from '../../../lib/backoffice/use-list-state';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { useProductLabel } from '../../../lib/code-labels';
import { ibansExportUrl, ibansQuery } from '../api/ibans-calls';
import { useIbanColumns } from './iban-columns';

/** The state filter's "any state": the address needs a word for it, the default being another. */
const ALL = 'all';

/** Newest acceptances first, the IBANs in use only: what the desk looks for. */
const DEFAULTS = {
  page: 0,
  sort: 'AcceptedAt',
  desc: true,
  q: '',
  product: '',
  state: 'current',
  from: '',
  to: '',
};
type ListState = typeof DEFAULTS;

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined;

function ibanFilterOf(state: ListState): IbanFilter {
  const product = oneOf(PRODUCTS, state.product);
  const status = oneOf(IBAN_STATES, state.state);
  return {
    Page: state.page,
    Size: 20,
    Sort: oneOf(IBAN_SORT_FIELDS, state.sort) ?? 'AcceptedAt',
    Desc: state.desc,
    ...(state.q && { Text: state.q }),
    ...(product && { Product: product }),
    ...(status && { State: status }),
    ...dayRange(state.from, state.to),
  };
}

/**
 * Companies' IBANs and SEPA mandates (decision 085): searched by company, VAT code or reference,
 * filtered by the company's products, state and acceptance days, sorted and paged on the server,
 * all in the address. IBANs are masked; an admin reveals one at a time (audited). The CSV takes the
 * filter, with whole IBANs only for those who may reveal them.
 */
export function IbansPage() {
  const { t } = useTranslation('backoffice');
  const { can } = usePermissions();
  const productLabel = useProductLabel();
  const [state, update] = useListState(DEFAULTS);
  const filter = ibanFilterOf(state);
  const list = useQuery(ibansQuery(filter));
  const columns = useIbanColumns(can('ibans', 'read'));
  useDocumentTitle(`${t('backoffice.iban.title')} · ${t('backoffice.title')}`);
  const filtered = Boolean(state.q || state.product || state.from || state.to || state.state !== 'current');
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-end">
          <Title order={1} size="h2">
            {t('backoffice.iban.title')}
          </Title>
          {can('ibans', 'export') && (
            <Group gap="xs" align="flex-end">
              <ExportButton href={(encoding) => ibansExportUrl({ ...filter, Page: 0 }, encoding)} />
            </Group>
          )}
        </Group>
        <Text c="dimmed" size="sm">
          {t('backoffice.iban.intro')} {can('ibans', 'export') && t('backoffice.iban.exportNote')}
        </Text>
      </Stack>
      <ListFilters
        searchHint={t('backoffice.iban.searchHint')}
        search={state.q}
        onSearch={(q) => update({ q })}
      >
        <Select
          label={t('backoffice.iban.product')}
          placeholder={t('backoffice.iban.allProducts')}
          clearable
          w={200}
          value={oneOf(PRODUCTS, state.product) ?? null}
          onChange={(v) => update({ product: v ?? '' })}
          data={PRODUCTS.map((code) => ({ value: code, label: productLabel(code) }))}
        />
        <Select
          label={t('backoffice.iban.state')}
          w={180}
          allowDeselect={false}
          value={oneOf(IBAN_STATES, state.state) ?? ALL}
          onChange={(v) => update({ state: v ?? ALL })}
          data={[
            ...IBAN_STATES.map((v) => ({ value: v, label: t(`backoffice.iban.state.${v}`) })),
            { value: ALL, label: t('backoffice.list.allStatuses') },
          ]}
        />
        <DayRangeInputs
          labels={{ from: t('backoffice.iban.from'), to: t('backoffice.iban.to') }}
          from={state.from}
          to={state.to}
          onChange={update}
          w={160}
        />
      </ListFilters>
      {!filtered && list.data?.Total === 0 ? (
        <Text>{t('backoffice.iban.empty')}</Text>
      ) : (
        <DataList
          list={list}
          rowId={(r) => r.Id}
          columns={columns}
          sort={{ field: filter.Sort ?? 'AcceptedAt', desc: filter.Desc ?? true }}
          page={state.page}
          onChange={update}
          columnsName="ibans"
        />
      )}
    </Stack>
  );
}
