import { Anchor, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { BACKOFFICE_ROLES } from '@sportello/contracts/backoffice/access.values';
import type { AuditEntry, AuditFilter } from '@sportello/contracts/backoffice/audit.contract';
import { AUDIT_ACTIONS, AUDIT_SORT_FIELDS } from '@sportello/contracts/backoffice/audit.values';
import { RESOURCES } from '@sportello/contracts/backoffice/resources';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataList } from '../../../components/backoffice/data-list';
import { SearchInput } from '../../../components/backoffice/search-input';
import { ContentModal } from '../../../components/content-modal';
import { DayRangeInputs } from '../../../components/day-input';
import { useListState } from '../../../lib/backoffice/use-list-state';
import { auditQuery } from '../api/audit-calls';
import { auditTimeRange } from '../hooks/audit-time-range';
import { auditWords, changesInWords } from '../hooks/audit-values';
import { AuditChanges } from './audit-changes';

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

/** Objects without a label of their own (a file's import, the chat's settings): named by a word. */
const NAMED_OBJECTS = ['import', 'settings'] as const;

/**
 * Admins browse every back-office change: who, when, what, and which fields changed; the values
 * before and after open in a dialog, so that the list fits the page (decision 046).
 */
export function AuditLogPage() {
  const { t, i18n } = useTranslation('backoffice');
  const [opened, setOpened] = useState<AuditEntry | null>(null);
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

  const words = auditWords(t, i18n);
  const when = (e: AuditEntry) => dayjs(e.At).format('DD/MM/YYYY HH:mm:ss');
  const objectName = (e: AuditEntry) => {
    if (e.ObjectLabel) return e.ObjectLabel;
    if (e.Resource === 'calendar') return t('backoffice.audit.object.calendar');
    // A role's grant on a resource (decision 067), logged as `role:resource`.
    const [role, granted] = e.ObjectId.split(':');
    const known = BACKOFFICE_ROLES.find((r) => r === role);
    if (e.Resource === 'roles' && known && granted)
      return `${t(`backoffice.roles.${known}`)} · ${resourceLabel(granted)}`;
    // The business calendar is one: its entries need no name beyond it.
    const named = NAMED_OBJECTS.find((o) => o === e.ObjectId);
    return named ? t(`backoffice.audit.object.${named}`) : e.ObjectId;
  };

  const columns: Column<AuditEntry>[] = [
    { id: 'at', label: t('backoffice.audit.at'), sortField: 'At', render: when },
    {
      id: 'actor',
      label: t('backoffice.audit.actor'),
      sortField: 'Actor',
      // A login is read whole: the column is as wide as the longest (the changes give way).
      render: (e) => e.Actor,
    },
    {
      id: 'resource',
      label: t('backoffice.audit.resource'),
      sortField: 'Resource',
      render: (e) => resourceLabel(e.Resource),
    },
    {
      id: 'object',
      label: t('backoffice.audit.objectId'),
      // The label leads to the object's whole history: the object filter takes its id.
      render: (e) => (
        <Anchor
          component="button"
          type="button"
          ta="start"
          title={t('backoffice.audit.sameObject')}
          style={{ overflowWrap: 'anywhere' }}
          onClick={() => update({ resource: e.Resource, object: e.ObjectId })}
        >
          {objectName(e)}
        </Anchor>
      ),
    },
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
        <Stack gap={2} align="flex-start" maw={300}>
          <Text size="sm" lineClamp={2}>
            {changesInWords(words, e)
              .map((c) => c.label)
              .join(', ')}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-label={t('backoffice.audit.detailsOf', { object: objectName(e) })}
            onClick={() => setOpened(e)}
          >
            {t('backoffice.audit.details')}
          </Button>
        </Stack>
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
        <DayRangeInputs
          labels={{ from: t('backoffice.audit.from'), to: t('backoffice.audit.to') }}
          from={state.from}
          to={state.to}
          onChange={update}
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
      <ContentModal
        opened={opened !== null}
        onClose={() => setOpened(null)}
        title={t('backoffice.audit.detailsOf', { object: opened ? objectName(opened) : '' })}
        subtitle={
          opened &&
          [
            resourceLabel(opened.Resource),
            t(`backoffice.audit.action.${opened.Action}`),
            when(opened),
            opened.Actor,
          ].join(' · ')
        }
      >
        {opened && <AuditChanges entry={opened} />}
      </ContentModal>
    </Stack>
  );
}
