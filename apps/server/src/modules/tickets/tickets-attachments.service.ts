import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { safeFileName } from '@sportello/contracts/common/file-name';
import {
  ATTACHMENT_MAX_BYTES,
  type AttachmentType,
  attachmentTypeOf,
} from '@sportello/contracts/tickets/tickets.values';
import { AppError } from '../../core/app-error';
import type { ServiceContext } from '../../core/context';
import { scopeOf, staffGrant } from './tickets.policy';
import { findAttachment, findTicket, insertAttachments } from './tickets.repository';

export interface AttachmentInput {
  FileName: string;
  Content: string;
}

/** An attachment that passed `checkAttachment`: what is stored. */
export type CheckedAttachment = ReturnType<typeof checkAttachment>;

/** Signatures of the binary types: a file must be what its extension says. */
const MAGIC: Partial<Record<AttachmentType, number[][]>> = {
  'application/pdf': [[0x25, 0x50, 0x44, 0x46]],
  'image/png': [[0x89, 0x50, 0x4e, 0x47]],
  'image/jpeg': [[0xff, 0xd8, 0xff]],
  'application/zip': [
    [0x50, 0x4b, 0x03, 0x04],
    [0x50, 0x4b, 0x05, 0x06],
  ],
};

/**
 * Size limit, type allow-list (by extension and content) and a safe file name. The type comes from
 * the name's extension, so a name with nothing left of it is refused rather than given a fallback.
 */
export function checkAttachment(input: AttachmentInput) {
  const fileName = safeFileName(input.FileName, '');
  if (!fileName) throw new AppError('ERROR_ATTACHMENT_INVALID');
  const contentType = attachmentTypeOf(fileName);
  if (!contentType) throw new AppError('ERROR_ATTACHMENT_TYPE', fileName);
  const content = Buffer.from(input.Content, 'base64');
  if (content.length === 0) throw new AppError('ERROR_ATTACHMENT_INVALID', fileName);
  if (content.length > ATTACHMENT_MAX_BYTES) throw new AppError('ERROR_ATTACHMENT_TOO_LARGE', fileName);
  const signatures = MAGIC[contentType];
  if (signatures && !signatures.some((sig) => sig.every((byte, i) => content[i] === byte)))
    throw new AppError('ERROR_ATTACHMENT_TYPE', fileName);
  if (!signatures && content.includes(0)) throw new AppError('ERROR_ATTACHMENT_TYPE', fileName);
  return { fileName, contentType, size: content.length, content };
}

/**
 * Stores a message's checked attachments: the bytes in the file store (decision 084), the rows in
 * the caller's transaction. A step of the caller's work, which checked its caller: run it inside
 * the transaction that writes the message (`within`). Should that transaction roll back after the
 * bytes were stored, they stay in the store unnamed by any row (the store's clean-up is the
 * operator's, as for any object store); a row never names missing bytes.
 */
export async function storeAttachments(
  ctx: ServiceContext,
  message: { ticketId: string; messageId: string },
  files: CheckedAttachment[],
): Promise<void> {
  const rows = [];
  for (const { content, ...file } of files) {
    const storageKey = `attachments/${message.ticketId}/${randomUUID()}`;
    await ctx.files.put(storageKey, Readable.from([content]));
    rows.push({ ...file, ...message, storageKey });
  }
  await insertAttachments(ctx.tx, rows);
}

/** A file of a ticket the caller sees (the visibility rule of `scopeOf`), for download. */
export async function getAttachment(context: ServiceContext, ticketId: string, attachmentId: string) {
  const { ctx, grant } = await staffGrant(context, 'read');
  const ticket = await findTicket(ctx.tx, scopeOf(ctx.actor), ticketId);
  if (!ticket) throw new AppError('ERROR_NOT_FOUND');
  // The helpdesk's staff download the files of internal notes too; a customer never does.
  const file = await findAttachment(ctx.tx, ticket.id, attachmentId, { withInternalNotes: Boolean(grant) });
  if (!file) throw new AppError('ERROR_NOT_FOUND');
  // Names stored before they were sanitised are cleaned on the way out too.
  // Files stored before the file store keep their bytes in the row.
  const content = file.storageKey
    ? Buffer.concat(await (await ctx.files.read(file.storageKey)).toArray())
    : file.content;
  if (!content) throw new AppError('ERROR_NOT_FOUND');
  return { fileName: safeFileName(file.fileName), contentType: file.contentType, content };
}
