import { Textarea } from '@mantine/core';
import type { MessageDraft } from '../hooks/use-message-draft';
import { AttachmentsInput } from './attachments-input';

/** The message box and the attachments of a support post, each with its error. */
export function MessageDraftFields({
  draft,
  label,
  minRows,
}: {
  draft: MessageDraft;
  label: string;
  minRows: number;
}) {
  return (
    <>
      <Textarea
        label={label}
        value={draft.message}
        onChange={(e) => draft.setMessage(e.currentTarget.value)}
        autosize
        minRows={minRows}
        maxLength={10_000}
        error={draft.errors.message}
        required
      />
      <AttachmentsInput value={draft.files} onChange={draft.setFiles} error={draft.errors.attachments} />
    </>
  );
}
