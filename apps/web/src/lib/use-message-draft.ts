import type { Catalogue } from '@sportello/i18n/translate';
import { localizeMessage } from '@sportello/i18n/translate';
import { serverFieldErrors } from './server-field-errors';
import { attachmentProblem } from './ticket-attachments';
import { type FieldErrors, usePortalForm } from './use-portal-form';

/** What every post to a ticket has (the customer's and the helpdesk's): a message and up to three attachments. */
export type MessageDraft = { message: string; attachments: File[] };

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
 * The form of a support post: the message and attachments with their checks, and the post's own
 * fields (`initialValues`, `validate`: a new ticket's subject and product; none for a reply).
 */
export function useMessageDraft<V extends Record<string, unknown>>({
  catalogue,
  initialValues,
  validate,
}: {
  catalogue: Catalogue | undefined;
  initialValues: V;
  validate: (values: V) => FieldErrors<V>;
}) {
  return usePortalForm<V & MessageDraft>({
    initialValues: { ...initialValues, message: '', attachments: [] },
    validate: (values) => {
      const found: FieldErrors<V & MessageDraft> = { ...validate(values) };
      if (!values.message.trim()) found.message = localizeMessage(catalogue, 'ERROR_FIELD_REQUIRED');
      const problem = attachmentProblem(values.attachments);
      if (problem) found.attachments = localizeMessage(catalogue, problem.key);
      return found;
    },
  });
}

/**
 * The server's refusals of a post's fields by field (its own `wireFields`, the message and the
 * attachments), or undefined when the failure is not about fields.
 */
export function draftServerErrors<F extends string>(
  catalogue: Catalogue | undefined,
  error: unknown,
  wireFields: Readonly<Record<string, F>>,
) {
  return serverFieldErrors<F | keyof MessageDraft>(catalogue, error, DRAFT_KEYS, {
    ...wireFields,
    Message: 'message',
    Attachments: 'attachments',
  });
}
