import { Textarea } from '@mantine/core';
import type { PortalForm } from '../../../lib/use-portal-form';
import type { MessageDraft } from '../hooks/use-message-draft';
import { AttachmentsInput } from './attachments-input';

/** The message box and the attachments of a support post, each with its error. */
export function MessageDraftFields({
  form,
  label,
  minRows,
}: {
  form: PortalForm<MessageDraft>;
  label: string;
  minRows: number;
}) {
  return (
    <>
      <Textarea
        {...form.getInputProps('message')}
        label={label}
        autosize
        minRows={minRows}
        maxLength={10_000}
        required
      />
      <AttachmentsInput {...form.getInputProps('attachments')} value={form.values.attachments} />
    </>
  );
}
