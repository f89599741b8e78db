import '@mantine/core/styles/Timeline.layer.css';
import { Paper, Text, Timeline, Title } from '@mantine/core';
import type { TicketHistoryEvent } from '@sportello/contracts/backoffice/helpdesk.contract';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ticketHistoryQuery } from '../api/helpdesk-calls';

/** An event in words: what happened (and to what), the operator's login shortened to its name. */
function sentence(e: TicketHistoryEvent, t: TFunction<'backoffice'>): string {
  switch (e.Kind) {
    case 'state':
      return t('backoffice.helpdesk.history.state', {
        state: t(`backoffice.helpdesk.state.${e.State ?? 'open'}`),
      });
    case 'assigned':
      return t('backoffice.helpdesk.history.assigned', { name: e.Handler ?? '' });
    case 'target_missed':
      return t(
        e.Target === 'resolution'
          ? 'backoffice.helpdesk.history.resolutionMissed'
          : 'backoffice.helpdesk.history.firstResponseMissed',
      );
    default:
      return t(`backoffice.helpdesk.history.${e.Kind}`);
  }
}

/** Who did it: the part of a login before the `@` (the back office's way of naming operators). */
const who = (actor: string) => (actor.includes('@') ? actor.slice(0, actor.indexOf('@')) : actor);

/**
 * A ticket's history (#41), beside its conversation: when it was opened, each change of state and
 * of operator and by whom, support's first answer, and each service target missed (in red).
 */
export function TicketHistory({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation('backoffice');
  const { data } = useQuery(ticketHistoryQuery(ticketId));
  if (!data || data.Events.length === 0) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="ticket-history-title">
      <Title order={2} size="h5" id="ticket-history-title" mb="sm">
        {t('backoffice.helpdesk.history.title')}
      </Title>
      <Timeline bulletSize={12} lineWidth={2} active={-1}>
        {data.Events.map((e) => (
          <Timeline.Item
            key={`${e.At}-${e.Kind}-${e.Handler ?? e.State ?? e.Target ?? ''}`}
            color={e.Kind === 'target_missed' ? 'red' : undefined}
            title={
              <Text size="sm" fw={500} c={e.Kind === 'target_missed' ? 'red.8' : undefined}>
                {sentence(e, t)}
              </Text>
            }
          >
            <Text size="xs" c="dimmed">
              {[dayjs(e.At).format('DD/MM/YYYY HH:mm'), e.Actor && who(e.Actor)].filter(Boolean).join(' · ')}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Paper>
  );
}
