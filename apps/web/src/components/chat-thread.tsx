import '@mantine/core/styles/Pill.layer.css';
import { Anchor, Box, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import type { ChatConversation } from '@sportello/contracts/chat/chat.contract';
import { formatDateTime } from '@sportello/contracts/common/dates';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { chatAttachmentHref } from '../lib/chat/chat-attachments';
import type { ChatDraft } from '../lib/chat/use-live-conversation';
import { attachmentSizeText } from '../lib/ticket-attachments';
import { ChatComposer } from './chat-composer';
import { FileIcon } from './file-icon';

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
  onSend(draft: ChatDraft): Promise<unknown>;
  onTyping(): void;
}

/**
 * A chat conversation as both sides show it: the messages with their files, the other side typing,
 * and the field to write in (chat-composer.tsx).
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
  const { t } = useTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  const count = conversation.Messages.length;

  // The newest message in view, as in any chat.
  useEffect(() => {
    if (count > 0) viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [count]);

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
                  {m.Body && (
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {m.Body}
                    </Text>
                  )}
                  {m.Attachment && (
                    <Group gap={6} wrap="nowrap">
                      <FileIcon filename={m.Attachment.FileName} size={16} />
                      <Anchor
                        href={chatAttachmentHref(conversation.Id, m.Attachment.Id)}
                        download={m.Attachment.FileName}
                        size="sm"
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {m.Attachment.FileName} · {attachmentSizeText(m.Attachment.Size)}
                      </Anchor>
                    </Group>
                  )}
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
        <ChatComposer
          label={t('shell.chat.message')}
          sending={sending}
          error={error}
          onSend={onSend}
          onTyping={onTyping}
        />
      )}
    </Stack>
  );
}
