import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Code.layer.css';
import {
  Anchor,
  Badge,
  Button,
  Code,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { UndeliveredMail, UndeliveredMailFilter } from '@sportello/contracts/app/mail-outbox.contract';
import {
  MAIL_PURPOSES,
  type MailPurposeKind,
  UNDELIVERED_MAIL_SORT_FIELDS,
} from '@sportello/contracts/app/mail-outbox.values';
import { formatDateTime } from '@sportello/contracts/common/dates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataList } from '../../../components/backoffice/data-list';
import { ExportButton } from '../../../components/backoffice/export-button';
import { ListFilters } from '../../../components/backoffice/list-filters';
import { ContentModal } from '../../../components/content-modal';
import { DayRangeInputs } from '../../../components/day-input';
import { ErrorAlert } from '../../../components/error-alert';
import { useDialogs } from '../../../components/use-dialogs';
import { dayRange } from '../../../lib/backoffice/day-range';
import { useListState } from '../../../lib/backoffice/use-list-state';
import { usePageSelection } from '../../../lib/backoffice/use-page-selection';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import {
  discardMailCall,
  retryMailCall,
  undeliveredMailExportUrl,
  undeliveredMailQuery,
  undeliveredMessageQuery,
} from '../api/mail-calls';

const DEFAULTS = { page: 0, sort: 'CreatedAt', desc: true, q: '', purpose: '', from: '', to: '', open: '' };
type SortField = (typeof UNDELIVERED_MAIL_SORT_FIELDS)[number];

/**
 * The messages the outbox gave up on after every attempt (decision 060): the admin finds them by
 * address, subject, purpose and day, reads the mail server's last answer, and queues them again
 * (once the address is put right, say) or discards them, one by one from the detail or many from
 * the list; every retry and discard is audited.
 */
export function UndeliveredMailPage() {
  const { t, i18n } = useTranslation('backoffice');
  useDocumentTitle(`${t('backoffice.nav.mail')} · ${t('backoffice.title')}`);
  const { can } = usePermissions();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [state, update] = useListState(DEFAULTS);

  const filter: UndeliveredMailFilter = {
    Page: state.page,
    Size: 20,
    Sort: (UNDELIVERED_MAIL_SORT_FIELDS as readonly string[]).includes(state.sort)
      ? (state.sort as SortField)
      : 'CreatedAt',
    Desc: state.desc,
    ...(state.q && { Text: state.q }),
    ...((MAIL_PURPOSES as readonly string[]).includes(state.purpose) && {
      Purpose: state.purpose as MailPurposeKind,
    }),
    ...dayRange(state.from, state.to),
  };
  const filtered = Boolean(state.q || state.purpose || state.from || state.to);
  const list = useQuery(undeliveredMailQuery(filter));
  const [selected, setSelected] = usePageSelection(filter);
  const open = (id: string) => update({ open: id, page: state.page });
  const close = () => update({ open: '', page: state.page });

  const done = async (message: string) => {
    setSelected([]);
    close();
    notifications.show({ color: 'green', message });
    await queryClient.invalidateQueries({ queryKey: ['backoffice', 'mail'] });
  };
  const failed = (error: unknown) =>
    notifications.show({ color: 'red', message: apiErrorText(errorCatalogueOf(i18n), error) });
  const retry = useMutation({
    mutationFn: retryMailCall,
    onSuccess: (res) => done(t('backoffice.mail.queued', { count: res.Queued })),
    onError: failed,
  });
  const discard = useMutation({
    mutationFn: discardMailCall,
    onSuccess: (res) => done(t('backoffice.mail.discarded', { count: res.Discarded })),
    onError: failed,
  });
  const confirmDiscard = async (ids: string[]) => {
    if (
      await dialogs.confirm({
        message: t('backoffice.mail.confirmDiscard', { count: ids.length }),
        confirmLabel: t('backoffice.mail.discard'),
      })
    )
      discard.mutate(ids);
  };

  const purposeLabel = (p: MailPurposeKind) => t(`backoffice.mail.purpose.${p}`);
  const columns: Column<UndeliveredMail>[] = [
    {
      id: 'at',
      label: t('backoffice.mail.createdAt'),
      sortField: 'CreatedAt',
      render: (m) => formatDateTime(m.CreatedAt),
    },
    {
      id: 'to',
      label: t('backoffice.mail.to'),
      sortField: 'To',
      render: (m) => (
        <Anchor
          component="button"
          type="button"
          ta="start"
          style={{ overflowWrap: 'anywhere' }}
          aria-label={t('backoffice.mail.detailsOf', { to: m.To })}
          onClick={() => open(m.Id)}
        >
          {m.To}
        </Anchor>
      ),
    },
    { id: 'subject', label: t('backoffice.mail.subject'), sortField: 'Subject', render: (m) => m.Subject },
    {
      id: 'purpose',
      label: t('backoffice.mail.purposeLabel'),
      sortField: 'Purpose',
      render: (m) => (
        <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
          {purposeLabel(m.Purpose)}
        </Badge>
      ),
    },
    {
      id: 'attempts',
      label: t('backoffice.mail.attempts'),
      sortField: 'Attempts',
      render: (m) => m.Attempts,
    },
    {
      id: 'error',
      label: t('backoffice.mail.lastError'),
      render: (m) => (
        <Text size="sm" lineClamp={2} maw={320} style={{ overflowWrap: 'anywhere' }}>
          {m.LastError}
        </Text>
      ),
    },
  ];

  const ids = selected.map(String);
  const nothingAtAll = !filtered && list.data?.Total === 0;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('backoffice.nav.mail')}
        </Title>
        <Group gap="xs">
          {can('mail', 'export') && (
            <ExportButton href={(encoding) => undeliveredMailExportUrl({ ...filter, Page: 0 }, encoding)} />
          )}
          {can('mail', 'update') && ids.length > 0 && (
            <Button variant="light" onClick={() => retry.mutate(ids)} loading={retry.isPending}>
              {t('backoffice.mail.retrySelected', { count: ids.length })}
            </Button>
          )}
          {can('mail', 'delete') && ids.length > 0 && (
            <Button
              color="red"
              variant="light"
              onClick={() => confirmDiscard(ids)}
              loading={discard.isPending}
            >
              {t('backoffice.mail.discardSelected', { count: ids.length })}
            </Button>
          )}
        </Group>
      </Group>
      <Text c="dimmed" size="sm">
        {t('backoffice.mail.intro')}
      </Text>
      <ListFilters
        searchHint={t('backoffice.mail.searchHint')}
        search={state.q}
        onSearch={(q) => update({ q })}
      >
        <Select
          label={t('backoffice.mail.purposeLabel')}
          placeholder={t('backoffice.mail.allPurposes')}
          clearable
          value={state.purpose || null}
          onChange={(v) => update({ purpose: v ?? '' })}
          data={MAIL_PURPOSES.map((p) => ({ value: p, label: purposeLabel(p) }))}
        />
        <DayRangeInputs
          labels={{ from: t('backoffice.mail.from'), to: t('backoffice.mail.until') }}
          from={state.from}
          to={state.to}
          onChange={update}
        />
      </ListFilters>
      {nothingAtAll ? (
        <Text>{t('backoffice.mail.none')}</Text>
      ) : (
        <DataList
          list={list}
          rowId={(m) => m.Id}
          columns={columns}
          sort={{ field: filter.Sort ?? 'CreatedAt', desc: filter.Desc ?? true }}
          page={state.page}
          onChange={update}
          selection={
            can('mail', 'update') || can('mail', 'delete') ? { selected, onChange: setSelected } : undefined
          }
        />
      )}
      <ContentModal opened={state.open !== ''} onClose={close} title={t('backoffice.mail.detailTitle')}>
        {state.open && (
          <MailDetail
            id={state.open}
            busy={retry.isPending || discard.isPending}
            onRetry={can('mail', 'update') ? () => retry.mutate([state.open]) : undefined}
            onDiscard={can('mail', 'delete') ? () => confirmDiscard([state.open]) : undefined}
          />
        )}
      </ContentModal>
    </Stack>
  );
}

function MailDetail(props: { id: string; busy: boolean; onRetry?: () => void; onDiscard?: () => void }) {
  const { t } = useTranslation('backoffice');
  const detail = useQuery(undeliveredMessageQuery(props.id));
  if (detail.isPending) return <Loader role="status" size="sm" aria-label="…" />;
  if (!detail.data) return <ErrorAlert error={detail.error} />;
  const m = detail.data;
  const field = (label: string, value: ReactNode) => (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value}</Text>
    </div>
  );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {field(t('backoffice.mail.to'), m.To)}
        {field(t('backoffice.mail.subject'), m.Subject)}
        {field(t('backoffice.mail.purposeLabel'), t(`backoffice.mail.purpose.${m.Purpose}`))}
        {field(t('backoffice.mail.createdAt'), formatDateTime(m.CreatedAt))}
        {field(t('backoffice.mail.attempts'), m.Attempts)}
      </SimpleGrid>
      <div>
        <Text size="sm" c="dimmed">
          {t('backoffice.mail.lastError')}
        </Text>
        <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {m.LastError || '—'}
        </Code>
      </div>
      <Text size="sm" c="dimmed">
        {t('backoffice.mail.retryHint')}
      </Text>
      <Group justify="flex-end" gap="xs">
        {props.onDiscard && (
          <Button color="red" variant="light" onClick={props.onDiscard} disabled={props.busy}>
            {t('backoffice.mail.discard')}
          </Button>
        )}
        {props.onRetry && (
          <Button onClick={props.onRetry} loading={props.busy}>
            {t('backoffice.mail.retry')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
