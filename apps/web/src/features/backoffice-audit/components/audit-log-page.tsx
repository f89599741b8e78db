import '@mantine/core/styles/Spoiler.css';
import { Group, Select, Spoiler, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { RESOURCES } from '@sportello/contracts/backoffice/access.values';
import type { AuditEntry, AuditFilter } from '@sportello/contracts/backoffice/audit.contract';
import { AUDIT_ACTIONS, AUDIT_SORT_FIELDS } from '@sportello/contracts/backoffice/audit.values';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type Column, DataList } from '../../../components/backoffice/data-list';
import { SearchInput } from '../../../components/backoffice/search-input';
import { DayInput } from '../../../components/day-input';
import { useListState } from '../../../lib/backoffice/use-list-state';
import { auditQuery } from '../api/audit-calls';
import { changedFields } from '../hooks/audit-diff';
import { auditTimeRange } from '../hooks/audit-time-range';

const DEFAULTS = {
  page: 0,
  sort: 'At',
  desc: true,
  resource: '',
  action: '',
  actor: '',
  object: '',
  from: '',
  to: '',
};
type SortField = (typeof AUDIT_SORT_FIELDS)[number];
type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Admins browse every back-office change: who, when, what, before and after. */
export function AuditLogPage() {
  const { t } = useTranslation('backoffice');
  useDocumentTitle(`${t('backoffice.audit.title')} · ${t('backoffice.title')}`);
  const [state, update] = useListState(DEFAULTS);
  const filter: AuditFilter = {
    Page: state.page,
    Size: 20,
    Sort: (AUDIT_SORT_FIELDS as readonly string[]).includes(state.sort) ? (state.sort as SortField) : 'At',
    Desc: state.desc,
    ...(state.resource && { Resource: state.resource }),
    ...((AUDIT_ACTIONS as readonly string[]).includes(state.action) && {
      Action: state.action as AuditAction,
    }),
    ...(state.actor && { Actor: state.actor }),
    ...(state.object && { ObjectId: state.object }),
    ...auditTimeRange(state.from, state.to),
  };
  const list = useQuery(auditQuery(filter));
  // Entries of a resource this version no longer knows show its plain name.
  const resourceLabel = (r: string) => {
    const known = RESOURCES.find((x) => x === r);
    return known ? t(`backoffice.resource.${known}`) : r;
  };

  const columns: Column<AuditEntry>[] = [
    {
      id: 'at',
      label: t('backoffice.audit.at'),
      sortField: 'At',
      render: (e) => dayjs(e.At).format('DD/MM/YYYY HH:mm:ss'),
    },
    { id: 'actor', label: t('backoffice.audit.actor'), sortField: 'Actor', render: (e) => e.Actor },
    {
      id: 'resource',
      label: t('backoffice.audit.resource'),
      sortField: 'Resource',
      render: (e) => resourceLabel(e.Resource),
    },
    { id: 'object', label: t('backoffice.audit.objectId'), render: (e) => e.ObjectId },
    {
      id: 'action',
      label: t('backoffice.audit.action'),
      sortField: 'Action',
      render: (e) => t(`backoffice.audit.action.${e.Action}`),
    },
    {
      id: 'changes',
      label: t('backoffice.audit.changes'),
      render: (e) => (
        <Spoiler maxHeight={66} showLabel="+" hideLabel="−" miw={260} maw={420}>
          {changedFields(e.Before, e.After).map((c) => (
            <Text key={c.field} size="xs" style={{ overflowWrap: 'anywhere' }}>
              <b>{c.field}</b>:{' '}
              {e.Action === 'create'
                ? c.after
                : e.Action === 'delete'
                  ? c.before
                  : `${c.before} → ${c.after}`}
            </Text>
          ))}
        </Spoiler>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('backoffice.audit.title')}
      </Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput
          label={t('backoffice.audit.actor')}
          value={state.actor}
          onSearch={(actor) => update({ actor })}
        />
        <Select
          label={t('backoffice.audit.resource')}
          placeholder={t('backoffice.audit.allResources')}
          clearable
          value={state.resource || null}
          onChange={(v) => update({ resource: v ?? '' })}
          data={RESOURCES.map((r) => ({ value: r, label: resourceLabel(r) }))}
        />
        <Select
          label={t('backoffice.audit.action')}
          placeholder={t('backoffice.audit.allActions')}
          clearable
          value={state.action || null}
          onChange={(v) => update({ action: v ?? '' })}
          data={AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`backoffice.audit.action.${a}`) }))}
        />
        <SearchInput
          label={t('backoffice.audit.objectId')}
          value={state.object}
          onSearch={(object) => update({ object })}
        />
        <DayInput
          label={t('backoffice.audit.from')}
          value={state.from}
          maxDate={state.to || undefined}
          onChange={(from) => update({ from })}
          clearable
        />
        <DayInput
          label={t('backoffice.audit.to')}
          value={state.to}
          minDate={state.from || undefined}
          onChange={(to) => update({ to })}
          clearable
        />
      </Group>
      <DataList
        list={list}
        rowId={(e) => e.Id}
        columns={columns}
        sort={{ field: filter.Sort ?? 'At', desc: filter.Desc ?? true }}
        page={state.page}
        onChange={update}
      />
    </Stack>
  );
}
