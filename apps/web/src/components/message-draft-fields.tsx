import { Textarea } from '@mantine/core';
import type { MessageDraft } from '../lib/use-message-draft';
import type { PortalForm } from '../lib/use-portal-form';
import { AttachmentsInput } from './attachments-input';

export interface MessageDraftFieldsProps {
  form: PortalForm<MessageDraft>;
  /** The message box's label, and the attachments' label and limits, in the page's own catalogue. */
  label: string;
  attachmentsLabel: string;
  attachmentsHint: string;
  minRows: number;
  /** Marks the message box as the one a keyboard shortcut reaches (`r`: reply, in the back office). */
  shortcut?: 'reply';
}

/** The message box and the attachments of a post to a ticket, each with its error. */
export function MessageDraftFields({
  form,
  label,
  attachmentsLabel,
  attachmentsHint,
  minRows,
  shortcut,
}: MessageDraftFieldsProps) {
  return (
    <>
      <Textarea
        {...form.getInputProps('message')}
        label={label}
        autosize
        minRows={minRows}
        maxLength={10_000}
        required
        data-shortcut={shortcut}
      />
      <AttachmentsInput
        {...form.getInputProps('attachments')}
        value={form.values.attachments}
        label={attachmentsLabel}
        description={attachmentsHint}
      />
    </>
  );
}
