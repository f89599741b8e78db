import { Anchor, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { CompanyFilter, CompanySummary } from '@sportello/contracts/backoffice/companies.contract';
import { COMPANY_SORT_FIELDS } from '@sportello/contracts/backoffice/companies.values';
import { routePath } from '@sportello/contracts/common/route';
import { PRODUCTS } from '@sportello/contracts/tickets/tickets.values';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataList } from '../../../components/backoffice/data-list';
import { ImportButton } from '../../../components/backoffice/import-button';
import { SearchInput } from '../../../components/backoffice/search-input';
import { TagBadges } from '../../../components/backoffice/tag-badge';
import { TagSelect } from '../../../components/backoffice/tag-select';
import { YesNoFilter } from '../../../components/backoffice/yes-no-filter';
import { useDialogs } from '../../../components/use-dialogs';
import { paths } from '../../../config/paths';
import { useListState } from '../../../lib/backoffice/use-list-state';
import { usePageSelection } from '../../../lib/backoffice/use-page-selection';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { useCompanyTypeLabel, useCompanyTypeOptions, useProductLabel } from '../../../lib/code-labels';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { companiesQuery, enableCompaniesCall, migrateCompaniesCall } from '../api/companies-calls';
import { CompaniesExportButton } from './companies-export-button';
import { CompaniesTagAction } from './companies-tag-action';
import { CompanyMigrationModal, type MigrationTarget } from './company-migration-modal';
import { MigrationBadge } from './company-migration-status';

const DEFAULTS = {
  page: 0,
  size: 20,
  sort: 'Name',
  desc: false,
  q: '',
  type: '',
  product: '',
  group: '',
  local: '',
  migrated: '',
  users: '',
  enabled: '',
  tag: '',
};

type SortField = (typeof COMPANY_SORT_FIELDS)[number];
const asSort = (value: string): SortField =>
  (COMPANY_SORT_FIELDS as readonly string[]).includes(value) ? (value as SortField) : 'Name';
type Product = (typeof PRODUCTS)[number];
/** A yes / no / any choice kept in the address as `1`, `0` or nothing. */
const flag = (value: string) => (value === '1' ? true : value === '0' ? false : undefined);

/** The customer registry: companies searched, filtered, sorted and paged on the server. */
export function CompaniesListPage() {
  const { t, i18n } = useTranslation('backoffice');
  const productLabel = useProductLabel();
  const companyTypeLabel = useCompanyTypeLabel();
  const companyTypeOptions = useCompanyTypeOptions();
  useDocumentTitle(`${t('backoffice.nav.companies')} · ${t('backoffice.title')}`);
  const { can } = usePermissions();
  const queryClient = useQueryClient();
  const dialogs = useDialogs();
  const [state, update] = useListState(DEFAULTS);

  const filter: CompanyFilter = {
    Page: state.page,
    Size: Math.min(Math.max(state.size, 1), 100),
    Sort: asSort(state.sort),
    Desc: state.desc,
    ...(state.q && { Text: state.q }),
    ...(/^\d{1,4}$/.test(state.type) && { CompanyType: Number(state.type) }),
    ...((PRODUCTS as readonly string[]).includes(state.product) && { Product: state.product as Product }),
    ...(state.group.trim() && { GroupCode: state.group.trim() }),
    ...(/^[1-9]\d{0,9}$/.test(state.tag) && { Tag: Number(state.tag) }),
    AccessLocal: flag(state.local),
    Migrated: flag(state.migrated),
    HasUsers: flag(state.users),
    Enabled: flag(state.enabled),
  };
  const list = useQuery(companiesQuery(filter));
  const [selected, setSelected] = usePageSelection(filter);
  const enable = useMutation({
    mutationFn: (enabled: boolean) => enableCompaniesCall(selected.map(Number), enabled),
    onSuccess: async (res) => {
      setSelected([]);
      notifications.show({
        color: 'green',
        message: t('backoffice.companies.updated', { count: res.Updated }),
      });
      await queryClient.invalidateQueries({ queryKey: ['backoffice'] });
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: apiErrorText(errorCatalogueOf(i18n), error) }),
  });

  // Their users are signed out at once: asked first, as for users.
  const disableSelected = async () => {
    if (
      await dialogs.confirm({ message: t('backoffice.companies.confirmDisable', { count: selected.length }) })
    )
      enable.mutate(false);
  };

  // Migration to the customer hub (spec §8, decision 042): a dialog asks the day and the address for
  // the selection, or for every company the filter finds; the undo of the selection is one click.
  const [migrating, setMigrating] = useState<MigrationTarget | undefined>(undefined);
  const undoMigration = useMutation({
    mutationFn: () => migrateCompaniesCall({ Ids: selected.map(Number) }, { Migrated: false }),
    onSuccess: async (res) => {
      setSelected([]);
      notifications.show({
        color: 'green',
        message: t('backoffice.companies.updated', { count: res.Updated }),
      });
      await queryClient.invalidateQueries({ queryKey: ['backoffice'] });
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: apiErrorText(errorCatalogueOf(i18n), error) }),
  });

  const columns: Column<CompanySummary>[] = [
    {
      id: 'name',
      label: t('backoffice.companies.name'),
      sortField: 'Name',
      render: (c) => (
        <Anchor component={Link} to={routePath(paths.backoffice.company, { id: c.Id })}>
          {c.Name}
        </Anchor>
      ),
    },
    { id: 'vat', label: t('backoffice.companies.vatCode'), sortField: 'VatCode', render: (c) => c.VatCode },
    {
      id: 'type',
      label: t('backoffice.companies.companyType'),
      render: (c) => companyTypeLabel(c.CompanyType),
    },
    { id: 'users', label: t('backoffice.companies.users'), render: (c) => c.Users },
    { id: 'tags', label: t('backoffice.companies.tags'), render: (c) => <TagBadges tags={c.Tags} /> },
    {
      id: 'state',
      label: t('backoffice.companies.state'),
      render: (c) => (
        <Group gap={4}>
          <Text size="sm" c={c.Enabled ? 'teal.9' : 'dimmed'}>
            {c.Enabled ? t('backoffice.companies.enabled') : t('backoffice.companies.disabled')}
          </Text>
          <MigrationBadge company={c} />
        </Group>
      ),
    },
    {
      id: 'created',
      label: t('backoffice.companies.createdAt'),
      sortField: 'CreatedAt',
      render: (c) => dayjs(c.CreatedAt).format('DD/MM/YYYY'),
    },
  ];

  const flagSelect = (key: 'local' | 'migrated' | 'users' | 'enabled', label: string) => (
    <YesNoFilter label={label} value={state[key]} onChange={(v) => update({ [key]: v })} />
  );
  const mayUpdate = can('companies', 'update');

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('backoffice.nav.companies')}
        </Title>
        <Group gap="xs">
          {mayUpdate && selected.length > 0 && (
            <>
              <Button variant="light" onClick={() => enable.mutate(true)} loading={enable.isPending}>
                {t('backoffice.companies.enableSelected', { count: selected.length })}
              </Button>
              <Button
                color="red"
                variant="light"
                onClick={() => void disableSelected()}
                loading={enable.isPending}
              >
                {t('backoffice.companies.disableSelected', { count: selected.length })}
              </Button>
              <Button variant="light" onClick={() => setMigrating({ Ids: selected.map(Number) })}>
                {t('backoffice.companies.migrateSelected', { count: selected.length })}
              </Button>
              <Button
                variant="subtle"
                onClick={() => undoMigration.mutate()}
                loading={undoMigration.isPending}
              >
                {t('backoffice.companies.unmigrateSelected', { count: selected.length })}
              </Button>
            </>
          )}
          {/* Every company found, signed out on the day: the admins' (the server's rule too). */}
          {can('companies', 'create') && selected.length === 0 && (list.data?.Total ?? 0) > 0 && (
            <Button variant="default" onClick={() => setMigrating({ Filter: { ...filter, Page: 0 } })}>
              {t('backoffice.companies.migrateAll', { count: list.data?.Total ?? 0 })}
            </Button>
          )}
          {can('tags', 'update') &&
            can('companies', 'list') &&
            (selected.length > 0 || (list.data?.Total ?? 0) > 0) && (
              <CompaniesTagAction
                selected={selected.map(Number)}
                filter={filter}
                total={list.data?.Total ?? 0}
                onDone={() => setSelected([])}
              />
            )}
          {can('companies', 'export') && (
            <CompaniesExportButton filter={filter} total={list.data?.Total ?? 0} />
          )}
          {can('companies', 'create') && <ImportButton kind="companies" />}
          {can('companies', 'create') && (
            <Button component={Link} to={routePath(paths.backoffice.company, { id: 'new' })}>
              {t('backoffice.companies.newTitle')}
            </Button>
          )}
        </Group>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput
          label={t('backoffice.list.search')}
          placeholder={t('backoffice.companies.searchHint')}
          value={state.q}
          onSearch={(q) => update({ q })}
        />
        <Select
          label={t('backoffice.companies.companyType')}
          placeholder={t('backoffice.companies.anyType')}
          clearable
          w={170}
          // A type without a name, come from the address, stays chosen in words ("Tipo 7").
          data={
            state.type && !companyTypeOptions.some((o) => o.value === state.type)
              ? [...companyTypeOptions, { value: state.type, label: companyTypeLabel(state.type) }]
              : companyTypeOptions
          }
          value={state.type || null}
          onChange={(v) => update({ type: v ?? '' })}
        />
        <Select
          label={t('backoffice.companies.products')}
          placeholder={t('backoffice.companies.allProducts')}
          clearable
          w={170}
          value={state.product || null}
          onChange={(v) => update({ product: v ?? '' })}
          data={PRODUCTS.map((code) => ({ value: code, label: productLabel(code) }))}
        />
        <TextInput
          label={t('backoffice.companies.groupCodes')}
          w={130}
          value={state.group}
          onChange={(e) => update({ group: e.currentTarget.value.slice(0, 32) })}
        />
        <TagSelect
          label={t('backoffice.companies.tags')}
          placeholder={t('backoffice.companies.anyTag')}
          clearable
          w={170}
          value={state.tag ? Number(state.tag) : null}
          onChange={(id) => update({ tag: id === null ? '' : String(id) })}
        />
        {flagSelect('local', t('backoffice.companies.accessLocal'))}
        {flagSelect('migrated', t('backoffice.companies.migrated'))}
        {flagSelect('users', t('backoffice.companies.hasUsers'))}
        {flagSelect('enabled', t('backoffice.companies.enabled'))}
      </Group>
      {migrating && (
        <CompanyMigrationModal
          opened
          target={migrating}
          count={'Ids' in migrating ? migrating.Ids.length : (list.data?.Total ?? 0)}
          onDone={() => {
            setMigrating(undefined);
            setSelected([]);
            void queryClient.invalidateQueries({ queryKey: ['backoffice'] });
          }}
          onClose={() => setMigrating(undefined)}
        />
      )}
      <DataList
        list={list}
        rowId={(c) => c.Id}
        columns={columns}
        sort={{ field: filter.Sort ?? 'Name', desc: filter.Desc ?? false }}
        page={state.page}
        onChange={update}
        selection={mayUpdate || can('tags', 'update') ? { selected, onChange: setSelected } : undefined}
      />
    </Stack>
  );
}
