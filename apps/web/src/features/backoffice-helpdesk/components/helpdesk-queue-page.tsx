import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import {
  Anchor,
  Badge,
  Button,
  CloseButton,
  Group,
  MultiSelect,
  ScrollArea,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { QueueFilter, QueueTicket } from '@sportello/contracts/backoffice/helpdesk.contract';
import {
  QUEUE_SORT_FIELDS,
  QUEUE_VIEWS,
  type QueueView,
  SLA_FILTERS,
  TICKET_PRIORITIES,
  TICKET_TAGS_MAX,
} from '@sportello/contracts/backoffice/helpdesk.values';
import { formatDate } from '@sportello/contracts/common/dates';
import { routePath } from '@sportello/contracts/common/route';
import type { ItemType, TicketState } from '@sportello/contracts/tickets/tickets.contract';
import { PRODUCTS, TICKET_STATES, UNFINISHED_STATES } from '@sportello/contracts/tickets/tickets.values';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataList } from '../../../components/backoffice/data-list';
import { SavedViews } from '../../../components/backoffice/saved-views';
import { SearchInput } from '../../../components/backoffice/search-input';
import { TagBadges } from '../../../components/backoffice/tag-badge';
import { TagMultiSelect } from '../../../components/backoffice/tag-select';
import { useDialogs } from '../../../components/use-dialogs';
import { paths } from '../../../config/paths';
import { tagOptionsQuery } from '../../../lib/backoffice/tag-options-query';
import { useListState } from '../../../lib/backoffice/use-list-state';
import { usePageSelection } from '../../../lib/backoffice/use-page-selection';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { useProductLabel } from '../../../lib/code-labels';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { stateColor } from '../../../lib/ticket-state-colors';
import {
  bulkAssignCall,
  bulkCloseCall,
  HELPDESK_KEY,
  operatorsQuery,
  queueQuery,
} from '../api/helpdesk-calls';
import { AssignMenu } from './assign-menu';
import { BulkTagButton } from './bulk-tag-button';
import { DueTime } from './due-time';
import { HelpdeskDashboard } from './helpdesk-dashboard';
import { PriorityBadge } from './priority-badge';
import { PublishItemModal } from './publish-item-modal';

/** `states`: the states shown, comma-separated; `all` for every state (the default is the work still to do). */
const ALL_STATES = 'all';
const DEFAULTS = {
  page: 0,
  size: 20,
  sort: 'UpdatedAt',
  desc: true,
  view: 'all',
  q: '',
  states: UNFINISHED_STATES.join(','),
  product: '',
  handler: '',
  type: '',
  premium: '',
  sla: '',
  priority: '',
  /** Tag ids, comma-separated: tickets with any of them. */
  tags: '',
  company: '',
};

/** Every filter off, every state shown: what "clear the filters" leaves (the search text stays). */
const NO_FILTERS = {
  page: 0,
  view: 'all',
  states: ALL_STATES,
  product: '',
  handler: '',
  type: '',
  premium: '',
  sla: '',
  priority: '',
  tags: '',
  company: '',
};

/** A filter that is on, in words, and what turns it off. */
type ActiveFilter = { key: string; label: string; clear: Partial<typeof DEFAULTS> };

const ITEM_TYPES: readonly ItemType[] = ['ticket', 'an', 'ri', 'other'];
type SortField = (typeof QUEUE_SORT_FIELDS)[number];
type Product = (typeof PRODUCTS)[number];
type Sla = (typeof SLA_FILTERS)[number];
const oneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The queue's filter as the server reads it, from the list state kept in the address. */
export function queueFilterOf(state: typeof DEFAULTS): QueueFilter {
  const states = state.states.split(',').filter((s): s is TicketState => oneOf(TICKET_STATES, s));
  const tags = [
    ...new Set(
      state.tags
        .split(',')
        .filter((id) => /^[1-9]\d{0,8}$/.test(id))
        .map(Number),
    ),
  ].slice(0, TICKET_TAGS_MAX);
  return {
    Page: state.page,
    Size: Math.min(Math.max(state.size, 1), 100),
    Sort: oneOf(QUEUE_SORT_FIELDS, state.sort) ? (state.sort as SortField) : 'UpdatedAt',
    Desc: state.desc,
    View: oneOf(QUEUE_VIEWS, state.view) ? state.view : 'all',
    ...(state.q && { Text: state.q }),
    ...(state.states !== ALL_STATES && states.length > 0 && { States: states }),
    ...(oneOf(PRODUCTS, state.product) && { Product: state.product as Product }),
    ...(/^\d{1,9}$/.test(state.company) && Number(state.company) > 0 && { CompanyId: Number(state.company) }),
    ...(UUID.test(state.handler) && { HandlerId: state.handler }),
    ...(oneOf(ITEM_TYPES, state.type) && { Type: state.type as ItemType }),
    ...(state.premium === '1' && { Premium: true }),
    ...(state.premium === '0' && { Premium: false }),
    ...(oneOf(SLA_FILTERS, state.sla) && { Sla: state.sla as Sla }),
    ...(oneOf(TICKET_PRIORITIES, state.priority) && { Priority: state.priority }),
    ...(tags.length > 0 && { Tags: tags }),
  };
}

/**
 * The helpdesk's queue (decision 036): every customer's tickets by ready-made view and filters, sorted
 * and paged on the server, all in the address; the selection is assigned, tagged or closed at once.
 */
export function HelpdeskQueuePage() {
  const { t, i18n } = useTranslation('backoffice');
  useDocumentTitle(`${t('backoffice.nav.helpdesk')} · ${t('backoffice.title')}`);
  const { can } = usePermissions();
  const queryClient = useQueryClient();
  const dialogs = useDialogs();
  const [state, update] = useListState(DEFAULTS);
  const productLabel = useProductLabel();
  const filter = queueFilterOf(state);
  const list = useQuery(queueQuery(filter));
  const operators = useQuery(operatorsQuery);
  const tagOptions = useQuery(tagOptionsQuery);
  const mayUpdate = can('tickets', 'update');
  const [publishing, setPublishing] = useState(false);

  const [selectedIds, setSelected] = usePageSelection(filter);
  const selected = selectedIds.map(String);
  // Only open tickets close (the server leaves the rest as they are): notices, analyses and reports
  // are published, not worked, so the button counts and sends the tickets of the selection alone.
  const closable = (list.data?.Items ?? [])
    .filter((r) => selected.includes(String(r.Id)) && r.Type === 'ticket' && r.State !== 'closed')
    .map((r) => String(r.Id));

  const bulk = useMutation({
    mutationFn: (action: { assign: string | null } | 'close') =>
      action === 'close' ? bulkCloseCall(closable) : bulkAssignCall(selected, action.assign),
    onSuccess: async (res) => {
      setSelected([]);
      notifications.show({
        color: 'green',
        message: t('backoffice.helpdesk.updated', { count: res.Updated }),
      });
      await queryClient.invalidateQueries({ queryKey: HELPDESK_KEY });
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: apiErrorText(errorCatalogueOf(i18n), error) }),
  });
  const closeSelected = async () => {
    if (
      await dialogs.confirm({
        message: t('backoffice.helpdesk.closeConfirm', { count: closable.length }),
        confirmLabel: t('backoffice.helpdesk.closeConfirmButton'),
      })
    )
      bulk.mutate('close');
  };

  const stateLabel = (s: TicketState) => t(`backoffice.helpdesk.state.${s}`);
  // The due time (the red breach) comes third: at 1280 px it is in sight without scrolling; the
  // requester and the two dates start hidden, and each operator shows what they need (#41).
  const columns: Column<QueueTicket>[] = [
    {
      id: 'code',
      essential: true,
      label: t('backoffice.helpdesk.code'),
      sortField: 'Code',
      render: (r) => (
        // A code reads as one word (AV-2026-0007): never split at its dashes.
        <Anchor
          component={Link}
          to={routePath(paths.backoffice.helpdeskTicket, { id: r.Id })}
          fw={600}
          style={{ whiteSpace: 'nowrap' }}
        >
          {r.Code || r.TicketCode}
        </Anchor>
      ),
    },
    {
      id: 'subject',
      essential: true,
      label: t('backoffice.helpdesk.subject'),
      // What the operator reads first: it keeps room for two lines of words (at 1280 px the other
      // columns left it eight letters), and the table scrolls inside the page when it must.
      render: (r) => (
        <Text size="sm" lineClamp={2} miw={200} maw={280} style={{ overflowWrap: 'anywhere' }}>
          {r.Subject}
        </Text>
      ),
    },
    {
      id: 'due',
      label: t('backoffice.helpdesk.due'),
      sortField: 'Due',
      render: (r) => <DueTime ticket={r} />,
    },
    {
      id: 'priority',
      label: t('backoffice.helpdesk.priorityLabel'),
      sortField: 'Priority',
      render: (r) => <PriorityBadge priority={r.Priority} />,
    },
    {
      id: 'state',
      label: t('backoffice.helpdesk.stateLabel'),
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Badge color={stateColor[r.State]} variant="filled" size="sm">
            {stateLabel(r.State)}
          </Badge>
          {r.Premium && (
            <Badge color="violet.9" variant="outline" size="sm">
              {t('backoffice.helpdesk.premium')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      id: 'company',
      label: t('backoffice.helpdesk.company'),
      render: (r) =>
        r.Company ? (
          <div>
            <Text size="sm">{r.Company.Name}</Text>
            <Text size="xs" c="dimmed">
              {r.Company.VatCode}
            </Text>
          </div>
        ) : (
          '—'
        ),
    },
    {
      id: 'handler',
      label: t('backoffice.helpdesk.handler'),
      render: (r) =>
        r.Handler ? (
          r.Handler.Name
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            {t('backoffice.helpdesk.unassignedOne')}
          </Text>
        ),
    },
    {
      id: 'tags',
      hiddenByDefault: true,
      label: t('backoffice.helpdesk.tagsLabel'),
      render: (r) => <TagBadges tags={r.Tags} />,
    },
    {
      id: 'requester',
      hiddenByDefault: true,
      label: t('backoffice.helpdesk.requester'),
      render: (r) => r.Requester,
    },
    {
      id: 'updated',
      hiddenByDefault: true,
      label: t('backoffice.helpdesk.updatedAt'),
      sortField: 'UpdatedAt',
      render: (r) => formatDate(r.UpdatedAt),
    },
    {
      id: 'created',
      hiddenByDefault: true,
      label: t('backoffice.helpdesk.createdAt'),
      sortField: 'CreatedAt',
      render: (r) => formatDate(r.CreatedAt),
    },
  ];

  const stateValues = state.states === ALL_STATES ? [] : (filter.States ?? []);
  const viewLabel = (v: QueueView) => t(`backoffice.helpdesk.view.${v}`);
  const handlerName = (id: string) => operators.data?.find((o) => o.Id === id)?.Name ?? id;
  const tagName = (id: number) => tagOptions.data?.find((tag) => tag.Id === id)?.Name ?? `#${id}`;
  const defaultStates = state.states === DEFAULTS.states;
  const candidates: (ActiveFilter | '' | false | undefined)[] = [
    filter.View !== 'all' && {
      key: 'view',
      label: viewLabel(filter.View as QueueView),
      clear: { view: 'all' },
    },
    filter.States && {
      key: 'states',
      label: t(
        defaultStates ? 'backoffice.helpdesk.filter.defaultStates' : 'backoffice.helpdesk.filter.states',
        {
          states: filter.States.map(stateLabel).join(', '),
        },
      ),
      clear: { states: ALL_STATES },
    },
    filter.Product && { key: 'product', label: productLabel(filter.Product), clear: { product: '' } },
    filter.HandlerId && { key: 'handler', label: handlerName(filter.HandlerId), clear: { handler: '' } },
    filter.Type && { key: 'type', label: t(`backoffice.helpdesk.type.${filter.Type}`), clear: { type: '' } },
    filter.Premium !== undefined && {
      key: 'premium',
      label: t(
        filter.Premium ? 'backoffice.helpdesk.filter.premium' : 'backoffice.helpdesk.filter.notPremium',
      ),
      clear: { premium: '' },
    },
    filter.Sla && { key: 'sla', label: t(`backoffice.helpdesk.sla.${filter.Sla}`), clear: { sla: '' } },
    filter.Priority && {
      key: 'priority',
      label: t(`backoffice.helpdesk.priority.${filter.Priority}`),
      clear: { priority: '' },
    },
    filter.Tags && {
      key: 'tags',
      label: t('backoffice.helpdesk.filter.tags', { tags: filter.Tags.map(tagName).join(', ') }),
      clear: { tags: '' },
    },
    filter.CompanyId !== undefined && {
      key: 'company',
      label: t('backoffice.helpdesk.companyFilter', { id: filter.CompanyId }),
      clear: { company: '' },
    },
  ];
  const active = candidates.filter((f): f is ActiveFilter => typeof f === 'object');

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('backoffice.nav.helpdesk')}
        </Title>
        <Group gap="xs">
          {mayUpdate && selected.length > 0 && (
            <>
              <AssignMenu
                label={t('backoffice.helpdesk.assignSelected', { count: selected.length })}
                onPick={(id) => bulk.mutate({ assign: id })}
                loading={bulk.isPending}
              />
              <BulkTagButton ids={selected} onDone={() => setSelected([])} />
              <Button
                color="red"
                variant="light"
                loading={bulk.isPending}
                disabled={closable.length === 0}
                onClick={() => void closeSelected()}
              >
                {t('backoffice.helpdesk.closeSelected', { count: closable.length })}
              </Button>
            </>
          )}
          {can('tickets', 'create') && (
            <Button variant="light" onClick={() => setPublishing(true)}>
              {t('backoffice.helpdesk.publish')}
            </Button>
          )}
        </Group>
      </Group>
      <PublishItemModal opened={publishing} onClose={() => setPublishing(false)} />
      <HelpdeskDashboard />
      <Group gap="sm" wrap="nowrap" align="center">
        <ScrollArea type="auto" offsetScrollbars="x" style={{ minWidth: 0 }}>
          <SegmentedControl
            aria-label={t('backoffice.helpdesk.views')}
            value={filter.View ?? 'all'}
            onChange={(view) => update({ view })}
            data={QUEUE_VIEWS.map((v) => ({ value: v, label: viewLabel(v) }))}
          />
        </ScrollArea>
        <SavedViews listName="helpdesk-queue" />
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput
          label={t('backoffice.list.search')}
          placeholder={t('backoffice.helpdesk.searchHint')}
          value={state.q}
          onSearch={(q) => update({ q })}
        />
        <MultiSelect
          label={t('backoffice.helpdesk.stateLabel')}
          placeholder={stateValues.length === 0 ? t('backoffice.list.allStatuses') : undefined}
          w={260}
          value={stateValues}
          onChange={(v) => update({ states: v.length > 0 ? v.join(',') : ALL_STATES })}
          data={TICKET_STATES.map((s) => ({ value: s, label: stateLabel(s) }))}
        />
        <Select
          label={t('backoffice.helpdesk.product')}
          placeholder={t('backoffice.companies.allProducts')}
          clearable
          w={170}
          value={filter.Product ?? null}
          onChange={(v) => update({ product: v ?? '' })}
          data={PRODUCTS.map((p) => ({ value: p, label: productLabel(p) }))}
        />
        <Select
          label={t('backoffice.helpdesk.handler')}
          placeholder={t('backoffice.helpdesk.anyone')}
          clearable
          searchable
          w={190}
          value={filter.HandlerId ?? null}
          onChange={(v) => update({ handler: v ?? '' })}
          data={(operators.data ?? []).map((o) => ({ value: o.Id, label: o.Name }))}
        />
        <Select
          label={t('backoffice.helpdesk.type')}
          placeholder={t('backoffice.list.allTypes')}
          clearable
          w={150}
          value={filter.Type ?? null}
          onChange={(v) => update({ type: v ?? '' })}
          data={ITEM_TYPES.map((k) => ({ value: k, label: t(`backoffice.helpdesk.type.${k}`) }))}
        />
        <Select
          label={t('backoffice.helpdesk.premium')}
          placeholder={t('backoffice.companies.any')}
          clearable
          w={130}
          value={state.premium === '1' || state.premium === '0' ? state.premium : null}
          onChange={(v) => update({ premium: v ?? '' })}
          data={[
            { value: '1', label: t('backoffice.companies.yes') },
            { value: '0', label: t('backoffice.companies.no') },
          ]}
        />
        <Select
          label={t('backoffice.helpdesk.sla')}
          placeholder={t('backoffice.companies.any')}
          clearable
          w={170}
          value={filter.Sla ?? null}
          onChange={(v) => update({ sla: v ?? '' })}
          data={SLA_FILTERS.map((s) => ({ value: s, label: t(`backoffice.helpdesk.sla.${s}`) }))}
        />
        <Select
          label={t('backoffice.helpdesk.priorityLabel')}
          placeholder={t('backoffice.companies.any')}
          clearable
          w={150}
          value={filter.Priority ?? null}
          onChange={(v) => update({ priority: v ?? '' })}
          data={TICKET_PRIORITIES.map((p) => ({ value: p, label: t(`backoffice.helpdesk.priority.${p}`) }))}
        />
        <TagMultiSelect
          label={t('backoffice.helpdesk.tagsLabel')}
          placeholder={filter.Tags ? undefined : t('backoffice.helpdesk.anyTag')}
          clearable
          w={240}
          maxValues={TICKET_TAGS_MAX}
          value={(filter.Tags ?? []).map(String)}
          onChange={(ids) => update({ tags: ids.join(',') })}
        />
      </Group>
      {active.length > 0 && (
        // The filters on, the default states among them: a closed ticket hidden by the default is
        // one click away, and a code searched finds it anyway (decision 073).
        <Group gap={6} wrap="wrap" aria-label={t('backoffice.helpdesk.activeFilters')} role="group">
          <Text size="sm" c="dimmed">
            {t('backoffice.helpdesk.activeFilters')}
          </Text>
          {active.map((f) => (
            <Badge
              key={f.key}
              variant="light"
              size="lg"
              style={{ textTransform: 'none' }}
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={t('backoffice.helpdesk.filterClear', { filter: f.label })}
                  onClick={() => update(f.clear)}
                />
              }
            >
              {f.label}
            </Badge>
          ))}
          <Button variant="subtle" size="compact-sm" onClick={() => update(NO_FILTERS)}>
            {t('backoffice.helpdesk.filtersClear')}
          </Button>
        </Group>
      )}
      <DataList
        list={list}
        rowId={(r) => r.Id}
        columns={columns}
        sort={{ field: filter.Sort ?? 'UpdatedAt', desc: filter.Desc ?? true }}
        page={state.page}
        onChange={update}
        selection={mayUpdate ? { selected, onChange: setSelected } : undefined}
        columnsName="helpdesk-queue"
      />
    </Stack>
  );
}
