import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ChatAvailability } from '@sportello/contracts/chat/chat.contract';
import { IconMessageCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatComposer } from '../../../components/chat-composer';
import { ChatThread } from '../../../components/chat-thread';
import { useDialogs } from '../../../components/use-dialogs';
import { useLiveConversation } from '../../../lib/chat/use-live-conversation';
import { openingParts } from '../../../lib/opening-time';
import {
  availabilityQuery,
  customerChatKeys,
  endChat,
  myConversationsQuery,
  startChat,
} from '../api/chat-calls';

export interface ChatEntryProps {
  sessionKey: string;
  /** Opens the new-ticket form: what a customer does when the chat is closed. */
  onOpenTicket(): void;
  /**
   * The conversation ended, by either side, and its transcript is a ticket now: the page's list of
   * tickets reads again to show it, without a reload.
   */
  onTranscriptSaved?(): void;
}

/**
 * The support area's chat with the vendor's operators (decision 037): the conversation under way,
 * or a way to start one while the chat is open, or when it opens next and the offer of a ticket.
 * Nothing at all for someone whose plan or products the chat is not for.
 */
export function ChatEntry({ sessionKey, onOpenTicket, onTranscriptSaved }: ChatEntryProps) {
  const { t } = useTranslation('support');
  const availability = useQuery(availabilityQuery(sessionKey)).data;
  const mine = useQuery(myConversationsQuery(sessionKey)).data;
  const current = mine?.find((c) => c.State !== 'closed');
  const [ended, setEnded] = useState<string | null>(null);

  if (!availability || !mine) return null;
  if (!current && availability.Reason === 'plan') return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="chat-title">
      <Group gap="xs" mb="sm">
        <IconMessageCircle size={20} aria-hidden />
        <Title order={2} size="h4" id="chat-title">
          {t('support.chat.title')}
        </Title>
      </Group>
      {current ? (
        <LiveChat
          id={current.Id}
          sessionKey={sessionKey}
          onEnded={(code) => {
            setEnded(code);
            onTranscriptSaved?.();
          }}
          onClosedElsewhere={() => onTranscriptSaved?.()}
        />
      ) : availability.Open ? (
        <>
          {ended && (
            <Text size="sm" mb="xs" role="status">
              {t('support.chat.ended', { code: ended })}
            </Text>
          )}
          <StartChat sessionKey={sessionKey} />
        </>
      ) : (
        <ChatClosed availability={availability} onOpenTicket={onOpenTicket} />
      )}
    </Paper>
  );
}

function StartChat({ sessionKey }: { sessionKey: string }) {
  const { t } = useTranslation('support');
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: startChat,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerChatKeys.all(sessionKey) }),
  });
  return (
    <Stack gap="xs">
      <Text size="sm">{t('support.chat.open')}</Text>
      <ChatComposer
        label={t('support.chat.firstMessage')}
        submitLabel={t('support.chat.start')}
        sending={start.isPending}
        error={start.error}
        onSend={(draft) => start.mutateAsync(draft)}
      />
    </Stack>
  );
}

function LiveChat({
  id,
  sessionKey,
  onEnded,
  onClosedElsewhere,
}: {
  id: number;
  sessionKey: string;
  /** The customer ended it here: the transcript's code. */
  onEnded(code: string | null): void;
  /** The operator ended it while the page was open. */
  onClosedElsewhere(): void;
}) {
  const { t } = useTranslation('support');
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const { conversation, typing, send, tellTyping } = useLiveConversation(id, 'customer');
  const end = useMutation({
    mutationFn: () => endChat(id),
    onSuccess: (closed) => {
      onEnded(closed.TicketNumber);
      return queryClient.invalidateQueries({ queryKey: customerChatKeys.all(sessionKey) });
    },
  });
  const closed = conversation?.State === 'closed';
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the conversation turns closed.
  useEffect(() => {
    if (closed) onClosedElsewhere();
  }, [closed]);
  if (!conversation) return null;
  // Closed by the operator while the page was open: say where the transcript went.
  if (conversation.State === 'closed') {
    return (
      <Text size="sm" role="status">
        {t('support.chat.ended', { code: conversation.TicketNumber ?? '' })}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        {conversation.State === 'waiting' ? (
          <Group gap="xs">
            <Badge color="cyan.9">{t('support.chat.waiting')}</Badge>
            {conversation.QueuePosition !== null && (
              <Text size="sm" role="status">
                {conversation.QueuePosition === 1
                  ? t('support.chat.nextInQueue')
                  : t('support.chat.queuePosition', { position: conversation.QueuePosition })}
              </Text>
            )}
          </Group>
        ) : (
          <Text size="sm">{t('support.chat.with', { name: conversation.OperatorName })}</Text>
        )}
        <Button
          variant="default"
          size="xs"
          loading={end.isPending}
          onClick={async () => {
            if (await dialogs.confirm({ message: t('support.chat.endConfirm') })) end.mutate();
          }}
        >
          {t('support.chat.end')}
        </Button>
      </Group>
      <ChatThread
        conversation={conversation}
        side="customer"
        typing={typing}
        canWrite
        sending={send.isPending}
        error={send.error ?? undefined}
        onSend={(draft) => send.mutateAsync(draft)}
        onTyping={tellTyping}
      />
    </Stack>
  );
}

function ChatClosed({
  availability,
  onOpenTicket,
}: {
  availability: ChatAvailability;
  onOpenTicket(): void;
}) {
  const { t, i18n } = useTranslation('support');
  const why =
    availability.Reason === 'holiday'
      ? t('support.chat.closedHoliday')
      : availability.Reason === 'offline'
        ? t('support.chat.closedOffline')
        : t('support.chat.closedHours');
  return (
    <Stack gap="xs" data-testid="chat-closed">
      <Text size="sm">{why}</Text>
      {availability.NextOpening && (
        <Text size="sm">
          {t('support.chat.nextOpening', openingParts(availability.NextOpening, i18n.language))}
        </Text>
      )}
      <Group>
        <Button variant="light" onClick={onOpenTicket}>
          {t('support.chat.openTicket')}
        </Button>
      </Group>
    </Stack>
  );
}
