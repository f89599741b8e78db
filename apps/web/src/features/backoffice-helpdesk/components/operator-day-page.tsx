import '@mantine/core/styles/Card.layer.css';
import {
  Alert,
  Anchor,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { QueueFilter, QueueTicket } from '@sportello/contracts/backoffice/helpdesk.contract';
import { formatDateTime } from '@sportello/contracts/common/dates';
import { routePath } from '@sportello/contracts/common/route';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { chatQueueQuery } from '../../../lib/backoffice/chat-queue-query';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { countsQuery, queueQuery } from '../api/helpdesk-calls';
import { DAY_QUEUES, DAY_SHOWN } from '../hooks/day-queues';
import { DueTime } from './due-time';

const queueLink = (search: string) => `${paths.backoffice.helpdesk}?${search}`;

/** A count that leads to the queue it counts. */
function CountCard({
  label,
  value,
  to,
  alert,
}: {
  label: string;
  value?: number;
  to: string;
  alert?: boolean;
}) {
  return (
    <Card withBorder radius="md" padding="md" component={Link} to={to}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} c={alert && value ? 'red.8' : undefined}>
        {value ?? '…'}
      </Text>
    </Card>
  );
}

/** A box of the day: a title, what it lists (or that it is empty), and where the whole list is. */
function Section(props: { title: string; more: { label: string; to: string }; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} size="h4">
          {props.title}
        </Title>
        <Anchor component={Link} to={props.more.to} size="sm">
          {props.more.label}
        </Anchor>
      </Group>
      {props.children}
    </Card>
  );
}

/** The first tickets of a queue, each with its code, subject, company and next target. */
function TicketList({ filter, empty }: { filter: QueueFilter; empty: string }) {
  const { t } = useTranslation('backoffice');
  const query = useQuery(queueQuery(filter));
  if (query.isPending) return <Loader role="status" size="sm" aria-label={t('backoffice.day.loading')} />;
  if (query.isError) return <Alert color="red">{t('backoffice.error.load')}</Alert>;
  if (query.data.Items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <Stack gap="xs">
      {query.data.Items.map((ticket: QueueTicket) => (
        <Group key={ticket.Id} justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Anchor
              component={Link}
              to={routePath(paths.backoffice.helpdeskTicket, { id: ticket.Id })}
              fw={600}
            >
              {ticket.TicketCode}
            </Anchor>
            <Text size="sm" truncate>
              {ticket.Subject}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {ticket.Company?.Name ?? ticket.Requester} · {t(`backoffice.helpdesk.state.${ticket.State}`)}
            </Text>
          </div>
          <DueTime ticket={ticket} />
        </Group>
      ))}
    </Stack>
  );
}

/** The chats waiting for an operator, the longest-waiting first. */
function WaitingChats() {
  const { t } = useTranslation('backoffice');
  const query = useQuery(chatQueueQuery);
  if (query.isPending) return <Loader role="status" size="sm" aria-label={t('backoffice.day.loading')} />;
  if (query.isError) return <Alert color="red">{t('backoffice.error.load')}</Alert>;
  const waiting = query.data.Conversations.filter((c) => c.State === 'waiting').sort((a, b) =>
    a.CreatedAt.localeCompare(b.CreatedAt),
  );
  if (waiting.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('backoffice.day.noChats')}
      </Text>
    );
  return (
    <Stack gap="xs">
      {waiting.slice(0, DAY_SHOWN).map((c) => (
        <UnstyledButton key={c.Id} component={Link} to={paths.backoffice.chat}>
          <Text size="sm" fw={600}>
            {c.CustomerName} · {c.CompanyName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {t('backoffice.day.waitingSince', { at: formatDateTime(c.CreatedAt) })} · {c.LastMessage}
          </Text>
        </UnstyledButton>
      ))}
    </Stack>
  );
}

/**
 * The operator's day (issue #41): where the back office opens for whoever works tickets — their
 * own open tickets by due time, what falls due today, the chats waiting, the queue's latest
 * activity, and the counts that lead to each queue. It follows the helpdesk's events as the queue
 * does (HelpdeskLive reads every helpdesk answer again), so it stays current without a reload.
 */
export function OperatorDayPage() {
  const { t } = useTranslation('backoffice');
  const { can } = usePermissions();
  const counts = useQuery(countsQuery);
  useDocumentTitle(`${t('backoffice.day.title')} · ${t('backoffice.title')}`);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('backoffice.day.title')}
      </Title>
      <SimpleGrid cols={3} spacing="xs">
        <CountCard label={t('backoffice.day.mine')} value={counts.data?.Mine} to={queueLink('view=mine')} />
        <CountCard
          label={t('backoffice.day.unassigned')}
          value={counts.data?.Unassigned}
          to={queueLink('view=unassigned')}
        />
        <CountCard
          label={t('backoffice.day.breached')}
          value={counts.data?.Breached}
          to={queueLink('sla=breached')}
          alert
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section
          title={t('backoffice.day.myTickets')}
          more={{ label: t('backoffice.day.allMine'), to: queueLink('view=mine') }}
        >
          <TicketList filter={DAY_QUEUES.mine} empty={t('backoffice.day.noMine')} />
        </Section>
        <Section
          title={t('backoffice.day.dueToday')}
          more={{ label: t('backoffice.day.allDueToday'), to: queueLink('view=breaching_today') }}
        >
          <TicketList filter={DAY_QUEUES.dueToday} empty={t('backoffice.day.noDueToday')} />
        </Section>
        {can('chat', 'list') && (
          <Section
            title={t('backoffice.day.chats')}
            more={{ label: t('backoffice.day.chatDesk'), to: paths.backoffice.chat }}
          >
            <WaitingChats />
          </Section>
        )}
        <Section
          title={t('backoffice.day.recent')}
          more={{ label: t('backoffice.day.queue'), to: paths.backoffice.helpdesk }}
        >
          <TicketList filter={DAY_QUEUES.recent} empty={t('backoffice.day.noRecent')} />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
