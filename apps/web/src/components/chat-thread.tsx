import { Box, Button, Group, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import type { ChatConversation } from '@sportello/contracts/chat/chat.contract';
import { MAX_CHAT_MESSAGE } from '@sportello/contracts/chat/chat.values';
import { formatDateTime } from '@sportello/contracts/common/dates';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../lib/error-text';
import { errorCatalogueOf } from '../lib/i18n';

export interface ChatThreadProps {
  conversation: ChatConversation;
  /** Whose page it is: their own messages are on the right. */
  side: 'customer' | 'staff';
  /** The other side's name while they type. */
  typing?: string;
  canWrite: boolean;
  sending: boolean;
  /** The last send's failure, shown under the field. */
  error?: unknown;
  onSend(body: string): Promise<unknown>;
  onTyping(): void;
}

/**
 * A chat conversation as both sides show it: the messages, the other side typing, and the field to
 * write in (Enter sends, Shift+Enter starts a new line).
 */
export function ChatThread({
  conversation,
  side,
  typing,
  canWrite,
  sending,
  error,
  onSend,
  onTyping,
}: ChatThreadProps) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState('');
  const viewport = useRef<HTMLDivElement>(null);
  const count = conversation.Messages.length;

  // The newest message in view, as in any chat.
  useEffect(() => {
    if (count > 0) viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [count]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const body = draft.trim();
    if (!body || sending) return;
    try {
      await onSend(body);
      setDraft('');
    } catch {
      // Told under the field (`error`); the draft stays to be sent again.
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) void submit(event);
  };

  return (
    <Stack gap="xs">
      <ScrollArea.Autosize mah={360} viewportRef={viewport}>
        <Stack
          component="ol"
          gap={6}
          p={0}
          m={0}
          aria-label={t('shell.chat.messages')}
          style={{ listStyle: 'none' }}
        >
          {conversation.Messages.map((m) => {
            const mine = m.FromStaff === (side === 'staff');
            return (
              <Box
                component="li"
                key={m.Id}
                style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '85%' }}
              >
                <Paper withBorder p="xs" bg={mine ? 'blue.0' : 'gray.0'} data-mine={mine || undefined}>
                  <Text size="xs" c="dimmed">
                    {m.AuthorName} · {formatDateTime(m.CreatedAt)}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {m.Body}
                  </Text>
                </Paper>
              </Box>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
      <Text size="sm" c="dimmed" aria-live="polite" mih={20}>
        {typing ? t('shell.chat.typing', { name: typing }) : ''}
      </Text>
      {canWrite && (
        <form onSubmit={submit}>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <Textarea
              style={{ flex: 1 }}
              label={t('shell.chat.message')}
              autosize
              minRows={1}
              maxRows={5}
              maxLength={MAX_CHAT_MESSAGE}
              value={draft}
              onChange={(e) => {
                setDraft(e.currentTarget.value);
                onTyping();
              }}
              onKeyDown={onKeyDown}
              error={error ? apiErrorText(errorCatalogueOf(i18n), error) : undefined}
            />
            <Button type="submit" loading={sending} leftSection={<IconSend size={16} aria-hidden />}>
              {t('shell.chat.send')}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
