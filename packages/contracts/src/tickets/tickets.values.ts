import type { ItemType } from './tickets.contract';

// Plain data of tickets.contract.ts: the web app uses it without loading the schemas (decision 022).

/**
 * A ticket's life (decision 036): open → in progress → waiting for the customer → resolved → closed.
 * A customer's reply brings back a waiting ticket, and reopens a resolved one within the reopen period.
 */
export const TICKET_STATES = ['open', 'in_progress', 'waiting', 'resolved', 'closed'] as const;

/** The work still to do: what the home card counts and the helpdesk's queue shows first. */
export const UNFINISHED_STATES = ['open', 'in_progress', 'waiting'] as const;

/** The types that open in the detail modal (spec §2); any other type does nothing. */
export const MODAL_ITEM_TYPES: readonly ItemType[] = ['ticket', 'an', 'ri'];

/** Attachments: at most this many per message, each at most this large, of these types only. */
export const ATTACHMENT_MAX_FILES = 3;
export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;

export const ATTACHMENT_TYPES = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'text/plain': ['txt', 'log'],
  'text/csv': ['csv'],
  'application/zip': ['zip'],
  'application/xml': ['xml'],
} as const satisfies Record<string, readonly string[]>;
export type AttachmentType = keyof typeof ATTACHMENT_TYPES;

/** The type a file name's extension stands for, when it is allowed. */
export function attachmentTypeOf(fileName: string): AttachmentType | undefined {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  for (const [type, exts] of Object.entries(ATTACHMENT_TYPES) as [AttachmentType, readonly string[]][]) {
    if (exts.includes(ext)) return type;
  }
  return undefined;
}

/** Products a ticket can be about. */
export const PRODUCTS = ['portal', 'accounting', 'payroll', 'invoicing', 'other'] as const;

/** How many days ahead a call-back may be asked for (from today, both ends included). */
export const CALLBACK_DAYS_AHEAD = 30;
