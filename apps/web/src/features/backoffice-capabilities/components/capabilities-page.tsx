import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type {
  CapabilityFilter,
  CapabilityRule,
} from '@sportello/contracts/capabilities/capabilities.contract';
import {
  CAPABILITY_SORT_FIELDS,
  CAPABILITY_TARGET_KINDS,
  type CapabilityTargetKind,
  CUSTOMER_AREAS,
  type CustomerArea,
} from '@sportello/contracts/capabilities/capabilities.values';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataList } from '../../../components/backoffice/data-list';
import { useDialogs } from '../../../components/use-dialogs';
import { useListState } from '../../../lib/backoffice/use-list-state';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { useProductLabel } from '../../../lib/code-labels';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { CAPABILITIES_KEY, capabilityRulesQuery, deleteCapabilityRuleCall } from '../api/capabilities-calls';
import { CapabilityRuleModal } from './capability-rule-modal';

const DEFAULTS = { page: 0, size: 20, sort: 'UpdatedAt', desc: true, area: '', kind: '', granted: '' };

type SortField = (typeof CAPABILITY_SORT_FIELDS)[number];
const asSort = (value: string): SortField =>
  (CAPABILITY_SORT_FIELDS as readonly string[]).includes(value) ? (value as SortField) : 'UpdatedAt';
const isArea = (value: string): value is CustomerArea =>
  (CUSTOMER_AREAS as readonly string[]).includes(value);
const isKind = (value: string): value is CapabilityTargetKind =>
  (CAPABILITY_TARGET_KINDS as readonly string[]).includes(value);

/**
 * Customer capabilities (decision 066): the rules of which areas customers see, filtered by area,
 * target and grant; admins create, change and delete them, each change in force within a second.
 */
export function CapabilitiesPage() {
  const { t, i18n } = useTranslation('backoffice');
  const productLabel = useProductLabel();
  useDocumentTitle(`${t('backoffice.nav.capabilities')} · ${t('backoffice.title')}`);
  const { can } = usePermissions();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [state, update] = useListState(DEFAULTS);
  const filter: CapabilityFilter = {
    Page: state.page,
    Size: Math.min(Math.max(state.size, 1), 100),
    Sort: asSort(state.sort),
    Desc: state.desc,
    ...(isArea(state.area) && { Area: state.area }),
    ...(isKind(state.kind) && { Kind: state.kind }),
    ...(state.granted !== '' && { Granted: state.granted === '1' }),
  };
  const list = useQuery(capabilityRulesQuery(filter));
  /** The rule being edited: `null` a new one, undefined none. */
  const [editing, setEditing] = useState<CapabilityRule | null | undefined>(undefined);
  const refresh = () => queryClient.invalidateQueries({ queryKey: CAPABILITIES_KEY });

  const remove = useMutation({
    mutationFn: (rule: CapabilityRule) => deleteCapabilityRuleCall(rule.Id),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('backoffice.capabilities.deleted') });
      await refresh();
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: apiErrorText(errorCatalogueOf(i18n), error) }),
  });
  const confirmDelete = async (rule: CapabilityRule) => {
    if (await dialogs.confirm({ message: t('backoffice.capabilities.confirmDelete') })) remove.mutate(rule);
  };

  const targetOf = (rule: CapabilityRule) => {
    if (rule.Product) return productLabel(rule.Product);
    if (rule.Role) return t(`backoffice.capabilities.roleName.${rule.Role}`);
    return rule.TargetName;
  };
  const mayUpdate = can('capabilities', 'update');
  const mayDelete = can('capabilities', 'delete');
  const columns: Column<CapabilityRule>[] = [
    {
      id: 'area',
      label: t('backoffice.capabilities.area'),
      sortField: 'Area',
      render: (rule) => t(`backoffice.capabilities.areaName.${rule.Area}`),
    },
    {
      id: 'kind',
      label: t('backoffice.capabilities.kind'),
      sortField: 'Kind',
      render: (rule) => t(`backoffice.capabilities.kindName.${rule.Kind}`),
    },
    {
      id: 'target',
      label: t('backoffice.capabilities.target'),
      render: (rule) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {targetOf(rule)}
        </Text>
      ),
    },
    {
      id: 'granted',
      label: t('backoffice.capabilities.granted'),
      render: (rule) => (
        <Badge color={rule.Granted ? 'green' : 'red'} variant="light">
          {t(rule.Granted ? 'backoffice.capabilities.grantedYes' : 'backoffice.capabilities.grantedNo')}
        </Badge>
      ),
    },
    {
      id: 'updated',
      label: t('backoffice.capabilities.updatedAt'),
      sortField: 'UpdatedAt',
      render: (rule) => dayjs(rule.UpdatedAt).format('DD/MM/YYYY HH:mm'),
    },
  ];
  if (mayUpdate || mayDelete)
    columns.push({
      id: 'actions',
      label: t('backoffice.capabilities.actions'),
      render: (rule) => (
        <Group gap={4} wrap="wrap">
          {mayUpdate && (
            <Button size="compact-sm" variant="subtle" onClick={() => setEditing(rule)}>
              {t('backoffice.list.edit')}
            </Button>
          )}
          {mayDelete && (
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => void confirmDelete(rule)}>
              {t('backoffice.edit.delete')}
            </Button>
          )}
        </Group>
      ),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('backoffice.nav.capabilities')}
        </Title>
        {can('capabilities', 'create') && (
          <Button onClick={() => setEditing(null)}>{t('backoffice.capabilities.new')}</Button>
        )}
      </Group>
      <Text c="dimmed" size="sm">
        {t('backoffice.capabilities.intro')}
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('backoffice.capabilities.area')}
          placeholder={t('backoffice.capabilities.allAreas')}
          clearable
          w={{ base: '100%', xs: 240 }}
          value={state.area || null}
          onChange={(area) => update({ area: area ?? '' })}
          data={CUSTOMER_AREAS.map((area) => ({
            value: area,
            label: t(`backoffice.capabilities.areaName.${area}`),
          }))}
        />
        <Select
          label={t('backoffice.capabilities.kind')}
          placeholder={t('backoffice.capabilities.allKinds')}
          clearable
          w={{ base: '100%', xs: 200 }}
          value={state.kind || null}
          onChange={(kind) => update({ kind: kind ?? '' })}
          data={CAPABILITY_TARGET_KINDS.map((kind) => ({
            value: kind,
            label: t(`backoffice.capabilities.kindName.${kind}`),
          }))}
        />
        <Select
          label={t('backoffice.capabilities.granted')}
          placeholder={t('backoffice.capabilities.allGrants')}
          clearable
          w={{ base: '100%', xs: 200 }}
          value={state.granted || null}
          onChange={(granted) => update({ granted: granted ?? '' })}
          data={[
            { value: '1', label: t('backoffice.capabilities.grantedYes') },
            { value: '0', label: t('backoffice.capabilities.grantedNo') },
          ]}
        />
      </Group>
      <DataList
        list={list}
        rowId={(rule) => rule.Id}
        columns={columns}
        sort={{ field: filter.Sort ?? 'UpdatedAt', desc: filter.Desc ?? true }}
        page={state.page}
        onChange={update}
      />
      {editing !== undefined && (
        <CapabilityRuleModal
          key={editing?.Id ?? 'new'}
          rule={editing}
          onClose={() => setEditing(undefined)}
          onSaved={async () => {
            setEditing(undefined);
            notifications.show({ color: 'green', message: t('backoffice.capabilities.saved') });
            await refresh();
          }}
        />
      )}
    </Stack>
  );
}
