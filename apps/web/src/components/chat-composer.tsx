import '@mantine/core/styles/Pill.layer.css';
import { ActionIcon, Button, FileButton, Group, Pill, Textarea } from '@mantine/core';
import { MAX_CHAT_MESSAGE } from '@sportello/contracts/chat/chat.values';
import { localizeMessage } from '@sportello/i18n/translate';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatDraft } from '../lib/chat/use-live-conversation';
import { apiErrorText } from '../lib/error-text';
import { errorCatalogueOf } from '../lib/i18n';
import { ATTACHMENT_ACCEPT, attachmentProblem, attachmentSizeText } from '../lib/ticket-attachments';

export interface ChatComposerProps {
  label: string;
  /** The button's words: "Send" unless told (the first message: "Start the chat"). */
  submitLabel?: string;
  sending: boolean;
  /** The last send's failure, shown under the field. */
  error?: unknown;
  onSend(draft: ChatDraft): Promise<unknown>;
  onTyping?(): void;
}

/**
 * The field a chat message is written in, for the first message and every other: words (Enter
 * sends, Shift+Enter starts a new line), one file to attach of the tickets' types and size, or both.
 * The draft stays when a send fails, to be sent again.
 */
export function ChatComposer({ label, submitLabel, sending, error, onSend, onTyping }: ChatComposerProps) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState('');
  const [file, setFile] = useState<File | null>(null);
  /** Why the file just picked was refused: said before anything is sent. */
  const [fileProblem, setFileProblem] = useState<string>();
  const resetPicker = useRef<() => void>(null);

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
    <form onSubmit={submit}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          style={{ flex: 1 }}
          label={label}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={MAX_CHAT_MESSAGE}
          value={draft}
          onChange={(e) => {
            setDraft(e.currentTarget.value);
            onTyping?.();
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
          {submitLabel ?? t('shell.chat.send')}
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
  );
}
