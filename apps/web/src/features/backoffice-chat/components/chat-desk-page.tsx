import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import {
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { BACKOFFICE_CHAT_ROUTES } from '@sportello/contracts/backoffice/chat.routes';
import type { ChatConversation, ChatConversationSummary } from '@sportello/contracts/chat/chat.contract';
import { HANDOVER_NOTE_MAX } from '@sportello/contracts/chat/chat.values';
import { formatDateTime } from '@sportello/contracts/common/dates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChatThread } from '../../../components/chat-thread';
import { ErrorAlert } from '../../../components/error-alert';
import { ResponsePanel } from '../../../components/response-panel';
import { useDialogs } from '../../../components/use-dialogs';
import { CHAT_DESK_KEY, chatQueueQuery } from '../../../lib/backoffice/chat-queue-query';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { chatKeys, useLiveConversation } from '../../../lib/chat/use-live-conversation';
import { readAgain, useEventStream } from '../../../lib/use-event-stream';
import { acceptCall, closeCall, setAwayCall, transferCall } from '../api/chat-desk-calls';
import { ChatSettingsPanel } from './chat-settings-panel';

/**
 * The operators' chat desk (decision 037): the conversations waiting (premium first) and under way,
 * live; the one picked (`?c=`) to take, write in, hand over or close. While the page is open its
 * event stream keeps the operator online, which opens the customers' chat entry.
 */
export function ChatDeskPage() {
  const { t } = useTranslation('backoffice');
  useDocumentTitle(`${t('backoffice.nav.chat')} · ${t('backoffice.title')}`);
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const mayChat = can('chat', 'update');
  const [search, setSearch] = useSearchParams();
  const selected = Number(search.get('c')) || undefined;
  const queue = useQuery(chatQueueQuery);

  // Only an operator who may chat is "online": a viewer reads the queue without the stream.
  useEventStream(mayChat ? BACKOFFICE_CHAT_ROUTES.followChatQueue.path : undefined, {
    onChange: () => void readAgain(queryClient, CHAT_DESK_KEY),
  });

  const away = useMutation({
    mutationFn: setAwayCall,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAT_DESK_KEY }),
  });

  const conversations = queue.data?.Conversations ?? [];
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('backoffice.nav.chat')}
        </Title>
        <Group justify="space-between" align="center" wrap="wrap" gap="xs">
          <Text size="sm" c="dimmed" data-testid="operators-online">
            {queue.data &&
              t('backoffice.chat.online', {
                names:
                  queue.data.OperatorsOnline.map((o) =>
                    o.Away ? t('backoffice.chat.awayName', { name: o.Name }) : o.Name,
                  ).join(', ') || '—',
              })}
          </Text>
          {mayChat && queue.data && (
            <Switch
              label={t('backoffice.chat.away')}
              description={t('backoffice.chat.awayHint')}
              checked={queue.data.OperatorsOnline.some((o) => o.Id === queue.data.Me && o.Away)}
              disabled={away.isPending}
              onChange={(event) => away.mutate(event.currentTarget.checked)}
            />
          )}
        </Group>
      </div>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="md" component="section" aria-labelledby="chat-queue-title">
            <Title order={2} size="h4" id="chat-queue-title" mb="sm">
              {t('backoffice.chat.queue')}
            </Title>
            <ResponsePanel busy={queue.isPending} error={queue.error ?? undefined} />
            {queue.data && conversations.length === 0 && <Text c="dimmed">{t('backoffice.chat.empty')}</Text>}
            <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
              {conversations.map((c) => (
                <li key={c.Id}>
                  <QueueEntry
                    conversation={c}
                    selected={c.Id === selected}
                    onSelect={() => setSearch({ c: String(c.Id) })}
                  />
                </li>
              ))}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p="md" component="section" aria-label={t('backoffice.chat.conversation')}>
            {selected && queue.data ? (
              <DeskConversation
                key={selected}
                id={selected}
                me={queue.data.Me}
                mayChat={mayChat}
                operators={queue.data.OperatorsOnline.filter((o) => o.Id !== queue.data.Me)}
                onClosed={() => setSearch({})}
              />
            ) : (
              <Text c="dimmed">{t('backoffice.chat.pick')}</Text>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
      <ChatSettingsPanel canEdit={can('calendar', 'update')} />
    </Stack>
  );
}

function QueueEntry({
  conversation: c,
  selected,
  onSelect,
}: {
  conversation: ChatConversationSummary;
  selected: boolean;
  onSelect(): void;
}) {
  const { t } = useTranslation('backoffice');
  return (
    <UnstyledButton onClick={onSelect} w="100%" aria-current={selected || undefined}>
      <Paper withBorder p="xs" bg={selected ? 'blue.0' : undefined}>
        <Text size="sm" fw={600} truncate>
          {c.CustomerName} · {c.CompanyName}
        </Text>
        <Group gap={4} wrap="wrap">
          <Badge color={c.State === 'waiting' ? 'cyan.9' : 'grape.8'} size="xs">
            {t(`backoffice.chat.state.${c.State}`)}
          </Badge>
          {c.Premium && (
            <Badge color="violet.8" size="xs">
              Premium
            </Badge>
          )}
          <Text size="xs" c="dimmed">
            {formatDateTime(c.CreatedAt)} · {c.OperatorName || t('backoffice.chat.nobody')}
          </Text>
        </Group>
        <Text size="sm" truncate>
          {c.LastMessage}
        </Text>
      </Paper>
    </UnstyledButton>
  );
}

function DeskConversation({
  id,
  me,
  mayChat,
  operators,
  onClosed,
}: {
  id: number;
  me: string;
  mayChat: boolean;
  operators: { Id: string; Name: string }[];
  onClosed(): void;
}) {
  const { t } = useTranslation('backoffice');
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const { query, conversation, typing, send, tellTyping } = useLiveConversation(id, 'staff');
  const [transferTo, setTransferTo] = useState<string | null>(null);
  const [handoverNote, setHandoverNote] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: CHAT_DESK_KEY });
  // The answer is the conversation as it now is: shown at once, the queue read again.
  const changed = (now: ChatConversation) => {
    queryClient.setQueryData(chatKeys.conversation(id), now);
    return refresh();
  };
  const accept = useMutation({ mutationFn: () => acceptCall(id), onSuccess: changed });
  const transfer = useMutation({
    mutationFn: (operatorId: string) => transferCall(id, operatorId, handoverNote),
    onSuccess: (now) => {
      setHandoverNote('');
      return changed(now);
    },
  });
  const close = useMutation({
    mutationFn: () => closeCall(id),
    onSuccess: async () => {
      await refresh();
      onClosed();
    },
  });

  if (!conversation) return <ResponsePanel busy={query.isPending} error={query.error ?? undefined} />;
  const mine = conversation.State === 'active' && conversation.OperatorId === me;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h4">
            {conversation.CustomerName}
          </Title>
          <Text size="sm" c="dimmed">
            {conversation.CompanyName}
            {conversation.OperatorName &&
              ` · ${t('backoffice.chat.handledBy', { name: conversation.OperatorName })}`}
          </Text>
        </div>
        {mayChat && (
          <Group gap="xs">
            {conversation.State === 'waiting' && (
              <Button onClick={() => accept.mutate()} loading={accept.isPending}>
                {t('backoffice.chat.accept')}
              </Button>
            )}
            {mine && (
              <Button
                variant="default"
                loading={close.isPending}
                onClick={async () => {
                  if (await dialogs.confirm({ message: t('backoffice.chat.closeConfirm') })) close.mutate();
                }}
              >
                {t('backoffice.chat.close')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      <ErrorAlert error={accept.error ?? transfer.error ?? close.error ?? undefined} />
      {conversation.Handover && (
        <Alert
          color="yellow"
          variant="light"
          title={t('backoffice.chat.handoverFrom', { name: conversation.Handover.From })}
        >
          {conversation.Handover.Note}
        </Alert>
      )}
      {mine && operators.length > 0 && (
        <Group align="flex-end" gap="xs">
          <Select
            label={t('backoffice.chat.transferTo')}
            data={operators.map((o) => ({ value: o.Id, label: o.Name }))}
            value={transferTo}
            onChange={setTransferTo}
          />
          <TextInput
            label={t('backoffice.chat.handoverNote')}
            placeholder={t('backoffice.chat.handoverNoteHint')}
            maxLength={HANDOVER_NOTE_MAX}
            value={handoverNote}
            onChange={(event) => setHandoverNote(event.currentTarget.value)}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button
            variant="default"
            disabled={!transferTo}
            loading={transfer.isPending}
            onClick={() => transferTo && transfer.mutate(transferTo)}
          >
            {t('backoffice.chat.transfer')}
          </Button>
        </Group>
      )}
      <ChatThread
        conversation={conversation}
        side="staff"
        typing={typing}
        canWrite={mine}
        sending={send.isPending}
        error={send.error ?? undefined}
        onSend={async (draft) => {
          await send.mutateAsync(draft);
          await refresh();
        }}
        onTyping={tellTyping}
      />
    </Stack>
  );
}
