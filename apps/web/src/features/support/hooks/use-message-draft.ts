import type { Catalogue } from '@sportello/i18n/translate';
import { localizeMessage } from '@sportello/i18n/translate';
import { useState } from 'react';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { attachmentProblem } from './read-attachments';

/** Refusals by key that belong to a field of the draft. */
const DRAFT_KEYS = {
  ERROR_ATTACHMENT_TOO_LARGE: 'attachments',
  ERROR_ATTACHMENT_TYPE: 'attachments',
  ERROR_ATTACHMENT_TOO_MANY: 'attachments',
  ERROR_ATTACHMENT_INVALID: 'attachments',
  // A reply to a ticket closed meanwhile (a 409, which the response panel leaves to the page).
  ERROR_TICKET_CLOSED: 'message',
} as const;

/**
 * What every support post has — a message and up to three attachments — with their checks and the
 * mapping of the server's field errors, for forms that add fields of their own (`Field`).
 */
export function useMessageDraft<Field extends string>() {
  type AnyField = Field | 'message' | 'attachments';
  const [message, setMessage] = useState('');
  const [files, setFilesState] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<AnyField, string>>>({});

  return {
    message,
    setMessage,
    files,
    /** Choosing other files clears the attachment error. */
    setFiles(chosen: File[]) {
      setFilesState(chosen);
      setErrors((current) => ({ ...current, attachments: undefined }));
    },
    errors,
    setErrors,
    /** The message's and attachments' problems, before calling. */
    check(catalogue: Catalogue | undefined): Partial<Record<AnyField, string>> {
      const found: Partial<Record<AnyField, string>> = {};
      if (!message.trim()) found.message = localizeMessage(catalogue, 'ERROR_FIELD_REQUIRED');
      const problem = attachmentProblem(files);
      if (problem) found.attachments = localizeMessage(catalogue, problem.key);
      return found;
    },
    /** The server's field errors by field, or undefined when the failure is not about fields. */
    serverErrors(catalogue: Catalogue | undefined, error: unknown, wireFields: Record<string, Field>) {
      return serverFieldErrors<AnyField>(catalogue, error, DRAFT_KEYS, {
        ...wireFields,
        Message: 'message',
        Attachments: 'attachments',
      });
    },
    reset() {
      setMessage('');
      setFilesState([]);
    },
  };
}

export type MessageDraft = ReturnType<typeof useMessageDraft<string>>;
