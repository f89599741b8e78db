import '@mantine/core/styles/Pill.layer.css';
import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  FileButton,
  Group,
  Paper,
  Pill,
  ScrollArea,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import type { ChatConversation } from '@sportello/contracts/chat/chat.contract';
import { MAX_CHAT_MESSAGE } from '@sportello/contracts/chat/chat.values';
import { formatDateTime } from '@sportello/contracts/common/dates';
import { localizeMessage } from '@sportello/i18n/translate';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatAttachmentHref } from '../lib/chat/chat-attachments';
import type { ChatDraft } from '../lib/chat/use-live-conversation';
import { apiErrorText } from '../lib/error-text';
import { errorCatalogueOf } from '../lib/i18n';
import { ATTACHMENT_ACCEPT, attachmentProblem, attachmentSizeText } from '../lib/ticket-attachments';
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
 * and the field to write in (Enter sends, Shift+Enter starts a new line) with one file to attach, of
 * the tickets' types and size.
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
  const [file, setFile] = useState<File | null>(null);
  /** Why the file just picked was refused: said before anything is sent. */
  const [fileProblem, setFileProblem] = useState<string>();
  const resetPicker = useRef<() => void>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const count = conversation.Messages.length;

  // The newest message in view, as in any chat.
  useEffect(() => {
    if (count > 0) viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [count]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const body = draft.trim();
    // A file may go alone: the words are then empty.
    if ((!body && !file) || sending) return;
    setFileProblem(undefined);
    try {
      await onSend({ body, file });
      setDraft('');
      setFile(null);
    } catch {
      // Told under the field (`error`); the draft stays to be sent again.
    }
  };
  const pick = (picked: File | null) => {
    // Emptied at once, so that the same file can be picked again after it was removed or refused.
    resetPicker.current?.();
    if (!picked) return;
    const problem = attachmentProblem([picked]);
    // A refused file leaves the one already chosen, if any, in place.
    setFileProblem(problem && localizeMessage(errorCatalogueOf(i18n), problem.key));
    if (!problem) setFile(picked);
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
              error={fileProblem ?? (error ? apiErrorText(errorCatalogueOf(i18n), error) : undefined)}
            />
            <FileButton onChange={pick} accept={ATTACHMENT_ACCEPT} resetRef={resetPicker} disabled={sending}>
              {(props) => (
                <ActionIcon
                  {...props}
                  variant="default"
                  size="input-sm"
                  disabled={sending}
                  aria-label={t('shell.chat.attach')}
                  title={t('shell.chat.attach')}
                >
                  <IconPaperclip size={18} aria-hidden />
                </ActionIcon>
              )}
            </FileButton>
            <Button type="submit" loading={sending} leftSection={<IconSend size={16} aria-hidden />}>
              {t('shell.chat.send')}
            </Button>
          </Group>
          {file && (
            <Pill
              mt={6}
              withRemoveButton
              onRemove={() => setFile(null)}
              // Pill hides its button from keyboards and screen readers (inside an input, Backspace
              // removes); here it is the only way to take the file back.
              removeButtonProps={{
                'aria-hidden': false,
                tabIndex: 0,
                'aria-label': t('shell.chat.removeFile', { name: file.name }),
              }}
            >
              {file.name} · {attachmentSizeText(file.size)}
            </Pill>
          )}
        </form>
      )}
    </Stack>
  );
}
