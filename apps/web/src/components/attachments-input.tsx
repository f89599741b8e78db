import { FileInput } from '@mantine/core';
import { ATTACHMENT_MAX_FILES } from '@sportello/contracts/tickets/tickets.values';
import { IconPaperclip } from '@tabler/icons-react';
import { ATTACHMENT_ACCEPT } from '../lib/ticket-attachments';

export interface AttachmentsInputProps {
  value: File[];
  onChange: (files: File[]) => void;
  /** The field's name and the limits said next to it, in the page's own catalogue. */
  label: string;
  description: string;
  error?: string;
  /** The form's name for the field, by which it finds the field to focus. */
  'data-path'?: string;
}

/** Up to three files of the allowed types (a ticket's message); the limits are said next to the field. */
export function AttachmentsInput({
  value,
  onChange,
  label,
  description,
  error,
  'data-path': dataPath,
}: AttachmentsInputProps) {
  return (
    <FileInput
      multiple
      clearable
      accept={ATTACHMENT_ACCEPT}
      label={label}
      description={description}
      leftSection={<IconPaperclip size={16} aria-hidden />}
      value={value}
      onChange={(files) => onChange(files.slice(0, ATTACHMENT_MAX_FILES + 1))}
      error={error}
      data-path={dataPath}
    />
  );
}
