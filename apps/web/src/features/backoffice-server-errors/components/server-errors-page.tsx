import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Code.layer.css';
import { Anchor, Badge, Code, Group, Loader, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ServerError, ServerErrorFilter } from '@sportello/contracts/backoffice/server-errors.contract';
import {
  SERVER_ERROR_SORT_FIELDS,
  SERVER_ERROR_STATUSES,
} from '@sportello/contracts/backoffice/server-errors.values';
import { formatDateTime } from '@sportello/contracts/common/dates';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataList } from '../../../components/backoffice/data-list';
import { ExportButton } from '../../../components/backoffice/export-button';
import { ListFilters } from '../../../components/backoffice/list-filters';
import { ContentModal } from '../../../components/content-modal';
import { DayRangeInputs } from '../../../components/day-input';
import { ErrorAlert } from '../../../components/error-alert';
import { dayRange } from '../../../lib/backoffice/day-range';
import { useListState } from '../../../lib/backoffice/use-list-state';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { serverErrorQuery, serverErrorsExportUrl, serverErrorsQuery } from '../api/server-errors-calls';

const DEFAULTS = { page: 0, sort: 'At', desc: true, q: '', status: '', from: '', to: '', open: 0 };
type SortField = (typeof SERVER_ERROR_SORT_FIELDS)[number];

const STATUSES = SERVER_ERROR_STATUSES.map(String);

/** Long values (request ids, messages, routes) break anywhere rather than widen a phone's screen. */
const WRAP = { overflowWrap: 'anywhere' } as const;

/**
 * The server's own failures, each with the request id its answer carried (decision 068): an admin
 * finds the one a user reports by that id (or by its message), narrows by status and day, opens
 * it for where in the code it happened, and exports what the filter finds. Nothing here changes.
 */
export function ServerErrorsPage() {
  const { t } = useTranslation('backoffice');
  useDocumentTitle(`${t('backoffice.nav.serverErrors')} · ${t('backoffice.title')}`);
  const { can } = usePermissions();
  const [state, update] = useListState(DEFAULTS);

  const filter: ServerErrorFilter = {
    Page: state.page,
    Size: 20,
    Sort: (SERVER_ERROR_SORT_FIELDS as readonly string[]).includes(state.sort)
      ? (state.sort as SortField)
      : 'At',
    Desc: state.desc,
    ...(state.q && { Text: state.q }),
    ...(STATUSES.includes(state.status) && { Status: Number(state.status) }),
    ...dayRange(state.from, state.to),
  };
  const filtered = Boolean(state.q || state.status || state.from || state.to);
  const list = useQuery(serverErrorsQuery(filter));
  const open = (id: number) => update({ open: id, page: state.page });
  const close = () => update({ open: 0, page: state.page });

  const columns: Column<ServerError>[] = [
    {
      id: 'at',
      label: t('backoffice.serverErrors.at'),
      sortField: 'At',
      render: (e) => formatDateTime(e.At),
    },
    {
      id: 'request',
      label: t('backoffice.serverErrors.requestId'),
      render: (e) => (
        <Anchor
          component="button"
          type="button"
          ta="start"
          ff="monospace"
          size="sm"
          style={WRAP}
          aria-label={t('backoffice.serverErrors.detailsOf', { id: e.RequestId })}
          onClick={() => open(e.Id)}
        >
          {e.RequestId}
        </Anchor>
      ),
    },
    {
      id: 'status',
      label: t('backoffice.serverErrors.status'),
      sortField: 'Status',
      render: (e) => (
        <Badge variant="light" color={e.Status === 503 ? 'orange' : 'red'} style={{ flexShrink: 0 }}>
          {e.Status}
        </Badge>
      ),
    },
    {
      id: 'route',
      label: t('backoffice.serverErrors.route'),
      sortField: 'Route',
      render: (e) => (
        <Text size="sm" ff="monospace" style={WRAP}>
          {e.Method} {e.Route}
        </Text>
      ),
    },
    {
      id: 'error',
      label: t('backoffice.serverErrors.error'),
      render: (e) => (
        <Text size="sm" lineClamp={2} maw={360} style={WRAP}>
          {e.ErrorName}: {e.Message}
        </Text>
      ),
    },
    {
      id: 'user',
      label: t('backoffice.serverErrors.user'),
      render: (e) => e.UserName ?? t('backoffice.serverErrors.noUser'),
    },
  ];

  const nothingAtAll = !filtered && list.data?.Total === 0;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('backoffice.nav.serverErrors')}
        </Title>
        {can('errors', 'export') && (
          <ExportButton href={(encoding) => serverErrorsExportUrl({ ...filter, Page: 0 }, encoding)} />
        )}
      </Group>
      <Text c="dimmed" size="sm">
        {t('backoffice.serverErrors.intro')}
      </Text>
      <ListFilters
        searchHint={t('backoffice.serverErrors.searchHint')}
        search={state.q}
        onSearch={(q) => update({ q })}
      >
        <Select
          label={t('backoffice.serverErrors.status')}
          placeholder={t('backoffice.serverErrors.allStatuses')}
          clearable
          value={state.status || null}
          onChange={(v) => update({ status: v ?? '' })}
          data={SERVER_ERROR_STATUSES.map((s) => ({
            value: String(s),
            label: t(`backoffice.serverErrors.statusName.${s}`),
          }))}
        />
        <DayRangeInputs
          labels={{ from: t('backoffice.serverErrors.from'), to: t('backoffice.serverErrors.until') }}
          from={state.from}
          to={state.to}
          onChange={update}
        />
      </ListFilters>
      {nothingAtAll ? (
        <Text>{t('backoffice.serverErrors.none')}</Text>
      ) : (
        <DataList
          list={list}
          rowId={(e) => e.Id}
          columns={columns}
          sort={{ field: filter.Sort ?? 'At', desc: filter.Desc ?? true }}
          page={state.page}
          onChange={update}
        />
      )}
      <ContentModal opened={state.open > 0} onClose={close} title={t('backoffice.serverErrors.detailTitle')}>
        {state.open > 0 && <ServerErrorDetail id={state.open} />}
      </ContentModal>
    </Stack>
  );
}

function ServerErrorDetail({ id }: { id: number }) {
  const { t } = useTranslation('backoffice');
  const detail = useQuery(serverErrorQuery(id));
  if (detail.isPending)
    return <Loader role="status" size="sm" aria-label={t('backoffice.serverErrors.loading')} />;
  if (!detail.data) return <ErrorAlert error={detail.error} />;
  const e = detail.data;
  const field = (label: string, value: ReactNode) => (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text style={WRAP}>{value}</Text>
    </div>
  );
  const block = (label: string, text: string) => (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Code block style={{ whiteSpace: 'pre-wrap', ...WRAP }}>
        {text || '—'}
      </Code>
    </div>
  );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {field(t('backoffice.serverErrors.requestId'), <Code>{e.RequestId}</Code>)}
        {field(t('backoffice.serverErrors.at'), formatDateTime(e.At))}
        {field(t('backoffice.serverErrors.status'), `${e.Status} · ${e.ErrorKey}`)}
        {field(t('backoffice.serverErrors.route'), `${e.Method} ${e.Route}`)}
        {field(t('backoffice.serverErrors.user'), e.UserName ?? t('backoffice.serverErrors.noUser'))}
        {field(t('backoffice.serverErrors.errorName'), e.ErrorName)}
      </SimpleGrid>
      {block(t('backoffice.serverErrors.message'), e.Message)}
      {block(t('backoffice.serverErrors.stack'), e.Stack)}
      <Text size="sm" c="dimmed">
        {t('backoffice.serverErrors.stackHint')}
      </Text>
    </Stack>
  );
}
