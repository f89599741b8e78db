import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Divider,
  Group,
  Loader,
  Menu,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { QueueTicketDetail } from '@sportello/contracts/backoffice/helpdesk.contract';
import { TICKET_PRIORITIES, type TicketPriority } from '@sportello/contracts/backoffice/helpdesk.values';
import { formatDateTime } from '@sportello/contracts/common/dates';
import { routePath } from '@sportello/contracts/common/route';
import type { TicketState } from '@sportello/contracts/tickets/tickets.contract';
import { IconChevronDown } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { TagBadges } from '../../../components/backoffice/tag-badge';
import { CopyValueButton } from '../../../components/copy-value-button';
import { ErrorAlert } from '../../../components/error-alert';
import { useDialogs } from '../../../components/use-dialogs';
import { paths } from '../../../config/paths';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { useProductLabel } from '../../../lib/code-labels';
import { stateColor } from '../../../lib/ticket-state-colors';
import {
  answerTicketCall,
  assignTicketCall,
  changeTicketStateCall,
  HELPDESK_KEY,
  mergeTicketCall,
  operatorsQuery,
  queueTicketQuery,
  setPriorityCall,
} from '../api/helpdesk-calls';
import { formatDueAt } from '../hooks/due';
import { AssignMenu } from './assign-menu';
import { Conversation } from './conversation';
import { PriorityBadge } from './priority-badge';
import { TicketComposer } from './ticket-composer';
import { TicketContext } from './ticket-context';
import { TicketHistory } from './ticket-history';
import { TicketTagsField } from './ticket-tags-field';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <div style={{ fontSize: 'var(--mantine-font-size-sm)', overflowWrap: 'anywhere' }}>{children}</div>
    </div>
  );
}

/** A target's line: met at, or due at (red when breached). */
function Target({ due, done, breached }: { due: string | null; done: string | null; breached: boolean }) {
  const { t } = useTranslation('backoffice');
  if (done) return <>{t('backoffice.helpdesk.metAt', { at: formatDueAt(done) })}</>;
  if (!due) return <>—</>;
  return (
    <Text span size="sm" c={breached ? 'red.8' : undefined} fw={breached ? 600 : undefined}>
      {formatDueAt(due)}
    </Text>
  );
}

/** The signed-in operator, whom "take" assigns the ticket to (absent for a viewer, who cannot take). */
function useSelfOperator() {
  const operators = useQuery(operatorsQuery);
  return operators.data?.find((o) => o.Me);
}

/** One ticket in the helpdesk: who asked and for which company, its targets, handler, state, conversation and answer. */
export function HelpdeskTicketPage() {
  const { t } = useTranslation('backoffice');
  const productLabel = useProductLabel();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { can } = usePermissions();
  const ticket = useQuery(queueTicketQuery(id));
  const self = useSelfOperator();
  const dialogs = useDialogs();
  const data = ticket.data;
  useDocumentTitle(
    `${data ? `${data.TicketCode} · ` : ''}${t('backoffice.nav.helpdesk')} · ${t('backoffice.title')}`,
  );

  const changed = async (updated: QueueTicketDetail) => {
    queryClient.setQueryData(queueTicketQuery(id).queryKey, updated);
    await queryClient.invalidateQueries({
      queryKey: HELPDESK_KEY,
      predicate: (q) => q.queryKey[2] === 'queue' || q.queryKey[2] === 'dashboard',
    });
  };
  const merge = useMutation({
    mutationFn: (into: string) => mergeTicketCall(id, into),
    onSuccess: async (target) => {
      notifications.show({
        color: 'green',
        message: t('backoffice.helpdesk.merged', { code: target.TicketCode }),
      });
      await queryClient.invalidateQueries({ queryKey: HELPDESK_KEY });
      navigate(routePath(paths.backoffice.helpdeskTicket, { id: target.Id }));
    },
  });
  const mergeInto = async () => {
    const answer = await dialogs.confirm({
      withNote: true,
      title: t('backoffice.helpdesk.mergeTitle'),
      message: t('backoffice.helpdesk.mergeMessage'),
      noteLabel: t('backoffice.helpdesk.mergeInto'),
      confirmLabel: t('backoffice.helpdesk.merge'),
    });
    if (answer && answer.note !== '') merge.mutate(answer.note);
  };
  const priority = useMutation({
    mutationFn: (value: TicketPriority) => setPriorityCall(id, value),
    onSuccess: async (updated) => {
      notifications.show({
        color: 'green',
        message: t('backoffice.helpdesk.priorityChanged', {
          priority: t(`backoffice.helpdesk.priority.${updated.Priority}`),
        }),
      });
      await changed(updated);
    },
  });
  const assign = useMutation({
    mutationFn: (handlerId: string | null) => assignTicketCall(id, handlerId),
    onSuccess: async (updated) => {
      notifications.show({ color: 'green', message: t('backoffice.helpdesk.assigned') });
      await changed(updated);
    },
  });
  // Closing says why: the note goes to the customer as support's last answer (decision 043).
  const move = useMutation({
    mutationFn: ({ state, note }: { state: TicketState; note?: string }) =>
      note === undefined
        ? changeTicketStateCall(id, state)
        : answerTicketCall(id, { Message: note, State: state }),
    onSuccess: async (updated) => {
      notifications.show({
        color: 'green',
        message: t('backoffice.helpdesk.stateChanged', {
          state: t(`backoffice.helpdesk.state.${updated.State}`),
        }),
      });
      await changed(updated);
    },
  });

  // Another operator's ticket is taken only once the taker has read whose it was (#41).
  const take = async (selfId: string, handler: { Name: string } | null) => {
    if (
      handler &&
      !(await dialogs.confirm({
        message: t('backoffice.helpdesk.takeFromConfirm', { name: handler.Name }),
        confirmLabel: t('backoffice.helpdesk.take'),
      }))
    )
      return;
    assign.mutate(selfId);
  };

  const moveTo = async (state: TicketState) => {
    if (state !== 'closed') return move.mutate({ state });
    const answer = await dialogs.confirm({
      withNote: true,
      title: t('backoffice.helpdesk.closeOneTitle'),
      message: t('backoffice.helpdesk.closeOneMessage'),
      noteLabel: t('backoffice.helpdesk.closeOneNote'),
      confirmLabel: t('backoffice.helpdesk.closeOneButton'),
    });
    if (answer) move.mutate({ state, note: answer.note });
  };

  if (ticket.isPending) return <Loader role="status" aria-label={t('backoffice.title')} />;
  if (!data) return <ErrorAlert error={ticket.error} />;

  const mayWork = can('tickets', 'update');
  const stateLabel = (s: TicketState) => t(`backoffice.helpdesk.state.${s}`);
  const product = data.Product ? productLabel(data.Product) : '—';

  return (
    <Stack gap="md" maw={1000}>
      <Group justify="space-between" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Group gap={4} wrap="nowrap">
            <Text size="sm" c="dimmed">
              {t(`backoffice.helpdesk.type.${data.Type}`)} {data.Code || data.TicketCode}
            </Text>
            <CopyValueButton value={data.Code || data.TicketCode} label={t('backoffice.helpdesk.copyCode')} />
          </Group>
          <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {data.Subject}
          </Title>
          <Group gap={6} mt={4}>
            <Badge color={stateColor[data.State]} variant="filled">
              {stateLabel(data.State)}
            </Badge>
            {data.Premium && (
              <Badge color="violet.9" variant="outline">
                {t('backoffice.helpdesk.premium')}
              </Badge>
            )}
            {data.Breached && (
              <Badge color="red.8" variant="filled">
                {t('backoffice.helpdesk.breached')}
              </Badge>
            )}
          </Group>
        </div>
        <Button variant="subtle" component={Link} to={paths.backoffice.helpdesk}>
          {t('backoffice.helpdesk.backToQueue')}
        </Button>
      </Group>

      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <Fact label={t('backoffice.helpdesk.company')}>
            {data.Company ? (
              <>
                <Anchor component={Link} to={routePath(paths.backoffice.company, { id: data.Company.Id })}>
                  {data.Company.Name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {t('backoffice.companies.vatCode')} {data.Company.VatCode || data.VatCode}
                </Text>
              </>
            ) : (
              data.VatCode || '—'
            )}
          </Fact>
          <Fact label={t('backoffice.helpdesk.requester')}>
            <Text size="sm">{data.Requester}</Text>
            {data.RequesterEmail && (
              <Anchor href={`mailto:${data.RequesterEmail}`} size="sm">
                {data.RequesterEmail}
              </Anchor>
            )}
            {data.RequesterPhone && (
              <Text size="sm">
                <Anchor href={`tel:${data.RequesterPhone.replace(/\s/g, '')}`}>{data.RequesterPhone}</Anchor>
              </Text>
            )}
          </Fact>
          <Fact label={t('backoffice.helpdesk.productAndPlan')}>
            {product} · {data.Plan || '—'}
          </Fact>
          <Fact label={t('backoffice.helpdesk.due.firstResponse')}>
            <Target due={data.FirstResponseDueAt} done={data.FirstRespondedAt} breached={data.Breached} />
          </Fact>
          <Fact label={t('backoffice.helpdesk.due.resolution')}>
            <Target due={data.ResolutionDueAt} done={data.ResolvedAt} breached={data.Breached} />
          </Fact>
          <Fact label={t('backoffice.helpdesk.createdAt')}>{formatDateTime(data.CreatedAt)}</Fact>
        </SimpleGrid>
      </Paper>

      <Group gap="sm" align="center" wrap="wrap">
        <Text size="sm">
          {t('backoffice.helpdesk.handler')}:{' '}
          {data.Handler ? (
            <strong>{data.Handler.Name}</strong>
          ) : (
            <Text span c="dimmed" fs="italic">
              {t('backoffice.helpdesk.unassignedOne')}
            </Text>
          )}
        </Text>
        {mayWork && self && data.Handler?.Id !== self.Id && (
          <Button size="sm" onClick={() => take(self.Id, data.Handler)} loading={assign.isPending}>
            {t('backoffice.helpdesk.take')}
          </Button>
        )}
        {mayWork && (
          <Select
            aria-label={t('backoffice.helpdesk.priorityLabel')}
            w={130}
            size="sm"
            allowDeselect={false}
            value={data.Priority}
            disabled={priority.isPending}
            onChange={(v) => v && v !== data.Priority && priority.mutate(v as TicketPriority)}
            data={TICKET_PRIORITIES.map((p) => ({ value: p, label: t(`backoffice.helpdesk.priority.${p}`) }))}
          />
        )}
        {!mayWork && <PriorityBadge priority={data.Priority} />}
        {mayWork && (
          <AssignMenu
            label={t('backoffice.helpdesk.assignTo')}
            current={data.Handler?.Id ?? null}
            onPick={(handlerId) => assign.mutate(handlerId)}
            loading={assign.isPending}
          />
        )}
        {mayWork && data.Type === 'ticket' && data.State !== 'closed' && (
          <Button variant="default" onClick={() => void mergeInto()} loading={merge.isPending}>
            {t('backoffice.helpdesk.merge')}
          </Button>
        )}
        {mayWork && data.NextStates.length > 0 && (
          <Menu position="bottom-start">
            <Menu.Target>
              <Button
                variant="default"
                loading={move.isPending}
                rightSection={<IconChevronDown size={14} aria-hidden />}
              >
                {t('backoffice.helpdesk.changeState')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {data.NextStates.map((s) => (
                <Menu.Item key={s} onClick={() => void moveTo(s)}>
                  {stateLabel(s)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>

      {mayWork ? (
        <TicketTagsField ticket={data} onSaved={(updated) => void changed(updated)} />
      ) : (
        <Fact label={t('backoffice.helpdesk.tagsLabel')}>
          {data.Tags.length > 0 ? <TagBadges tags={data.Tags} /> : '—'}
        </Fact>
      )}

      <ErrorAlert error={assign.error ?? move.error ?? merge.error ?? undefined} />
      <TicketContext ticketId={data.Id} />
      <Divider label={t('backoffice.helpdesk.conversation')} labelPosition="left" />
      <Conversation ticket={data} />
      {mayWork && data.State !== 'closed' && (
        <Paper withBorder p="md">
          <TicketComposer key={data.Id} ticket={data} onAnswered={(u) => void changed(u)} />
        </Paper>
      )}
      {mayWork && data.State === 'closed' && (
        <Alert color="gray">{t('backoffice.helpdesk.closedHint')}</Alert>
      )}
      <TicketHistory ticketId={data.Id} />
    </Stack>
  );
}
