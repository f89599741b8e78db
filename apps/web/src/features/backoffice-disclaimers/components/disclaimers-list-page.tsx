import '@mantine/core/styles/Badge.layer.css';
import { Anchor, Badge, Button, Group, Select, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type {
  DisclaimerFilter,
  DisclaimerSummary,
} from '@sportello/contracts/backoffice/disclaimers.contract';
import { DISCLAIMER_KINDS, DISCLAIMER_SORT_FIELDS } from '@sportello/contracts/backoffice/disclaimers.values';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { type Column, DataList } from '../../../components/backoffice/data-list';
import { SearchInput } from '../../../components/backoffice/search-input';
import { YesNoFilter } from '../../../components/backoffice/yes-no-filter';
import { paths } from '../../../config/paths';
import { useListState } from '../../../lib/backoffice/use-list-state';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { useCompanyTypeLabel } from '../../../lib/code-labels';
import { disclaimersQuery } from '../api/disclaimers-calls';

const DEFAULTS = { page: 0, size: 20, sort: 'Code', desc: false, q: '', kind: '', mandatory: '' };

type SortField = (typeof DISCLAIMER_SORT_FIELDS)[number];
const asSort = (value: string): SortField =>
  (DISCLAIMER_SORT_FIELDS as readonly string[]).includes(value) ? (value as SortField) : 'Code';
const asKind = (value: string) =>
  (DISCLAIMER_KINDS as readonly string[]).includes(value)
    ? (value as (typeof DISCLAIMER_KINDS)[number])
    : undefined;

/** The disclaimers (decision 059): searched, filtered by kind and obligation, sorted and paged. */
export function DisclaimersListPage() {
  const { t, i18n } = useTranslation('backoffice');
  const companyTypeLabel = useCompanyTypeLabel();
  useDocumentTitle(`${t('backoffice.nav.disclaimers')} · ${t('backoffice.title')}`);
  const { can } = usePermissions();
  const [state, update] = useListState(DEFAULTS);
  const kind = asKind(state.kind);
  const filter: DisclaimerFilter = {
    Page: state.page,
    Size: Math.min(Math.max(state.size, 1), 100),
    Sort: asSort(state.sort),
    Desc: state.desc,
    ...(state.q && { Text: state.q }),
    ...(kind && { Kind: kind }),
    ...(state.mandatory && { Mandatory: state.mandatory === '1' }),
  };
  const list = useQuery(disclaimersQuery(filter));
  const english = i18n.language === 'en';
  const columns: Column<DisclaimerSummary>[] = [
    {
      id: 'code',
      label: t('backoffice.disclaimers.code'),
      sortField: 'Code',
      render: (d) => (
        <Anchor component={Link} to={generatePath(paths.backoffice.disclaimer, { id: String(d.Id) })}>
          {d.Code}
        </Anchor>
      ),
    },
    {
      id: 'title',
      label: t('backoffice.disclaimers.title'),
      render: (d) => (english ? d.TitleEn : d.TitleIt),
    },
    {
      id: 'kind',
      label: t('backoffice.disclaimers.kind'),
      sortField: 'Kind',
      render: (d) => t(`backoffice.disclaimers.kind.${d.Kind}`),
    },
    {
      id: 'companyType',
      label: t('backoffice.disclaimers.companyType'),
      sortField: 'CompanyType',
      render: (d) =>
        d.CompanyType === null ? t('backoffice.disclaimers.everyType') : companyTypeLabel(d.CompanyType),
    },
    {
      id: 'mandatory',
      label: t('backoffice.disclaimers.mandatory'),
      render: (d) => (
        <Badge color={d.Mandatory ? 'red' : 'gray'} variant="light">
          {d.Mandatory ? t('backoffice.disclaimers.isMandatory') : t('backoffice.disclaimers.isOptional')}
        </Badge>
      ),
    },
    {
      id: 'version',
      label: t('backoffice.disclaimers.version'),
      sortField: 'Version',
      render: (d) => d.Version,
    },
    {
      id: 'updated',
      label: t('backoffice.disclaimers.updatedAt'),
      sortField: 'UpdatedAt',
      render: (d) =>
        `${dayjs(d.UpdatedAt).format('DD/MM/YYYY')}${d.Active ? '' : ` · ${t('backoffice.disclaimers.inactive')}`}`,
    },
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('backoffice.nav.disclaimers')}
        </Title>
        {can('disclaimers', 'create') && (
          <Button component={Link} to={generatePath(paths.backoffice.disclaimer, { id: 'new' })}>
            {t('backoffice.disclaimers.new')}
          </Button>
        )}
      </Group>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SearchInput
          label={t('backoffice.list.search')}
          value={state.q}
          onSearch={(q) => update({ q, page: 0 })}
        />
        <Select
          label={t('backoffice.disclaimers.kind')}
          placeholder={t('backoffice.companies.any')}
          clearable
          w={180}
          value={state.kind || null}
          onChange={(v) => update({ kind: v ?? '', page: 0 })}
          data={DISCLAIMER_KINDS.map((k) => ({ value: k, label: t(`backoffice.disclaimers.kind.${k}`) }))}
        />
        <YesNoFilter
          label={t('backoffice.disclaimers.mandatory')}
          value={state.mandatory}
          onChange={(mandatory) => update({ mandatory, page: 0 })}
        />
      </Group>
      <DataList
        list={list}
        rowId={(d) => d.Id}
        columns={columns}
        sort={{ field: filter.Sort ?? 'Code', desc: filter.Desc ?? false }}
        page={state.page}
        onChange={update}
      />
    </Stack>
  );
}
