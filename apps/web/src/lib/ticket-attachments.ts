import { routePath } from '@sportello/contracts/common/route';
import { TICKETS_ROUTES } from '@sportello/contracts/tickets/tickets.routes';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_TYPES,
  attachmentTypeOf,
} from '@sportello/contracts/tickets/tickets.values';
import { env } from '../config/env';
import { fileBase64 } from './file-base64';

/** The file inputs' `accept` list: the allowed extensions, so the dialog offers those files first. */
export const ATTACHMENT_ACCEPT = Object.values(ATTACHMENT_TYPES)
  .flat()
  .map((ext) => `.${ext}`)
  .join(',');

/** An attachment's size as the download links say it (at least 1 KB, so no file reads as empty). */
export const attachmentSizeText = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

export type AttachmentProblem =
  | 'ERROR_ATTACHMENT_TOO_MANY'
  | 'ERROR_ATTACHMENT_TYPE'
  | 'ERROR_ATTACHMENT_TOO_LARGE';

/** The first problem with chosen files, checked in the browser before anything is sent. */
export function attachmentProblem(
  files: readonly { name: string; size: number }[],
): { key: AttachmentProblem; file?: string } | undefined {
  if (files.length > ATTACHMENT_MAX_FILES) return { key: 'ERROR_ATTACHMENT_TOO_MANY' };
  for (const f of files) {
    if (!attachmentTypeOf(f.name)) return { key: 'ERROR_ATTACHMENT_TYPE', file: f.name };
    if (f.size > ATTACHMENT_MAX_BYTES) return { key: 'ERROR_ATTACHMENT_TOO_LARGE', file: f.name };
  }
  return undefined;
}

/** Files as the contract sends them: name and base64 content. */
export async function readAttachments(
  files: readonly File[],
): Promise<{ FileName: string; Content: string }[]> {
  return Promise.all(files.map(async (file) => ({ FileName: file.name, Content: await fileBase64(file) })));
}

/** A plain link to a ticket's attachment: the browser downloads the file with the session cookie. */
export const attachmentHref = (ticketId: string, attachmentId: string) =>
  `${env.apiBaseUrl}${routePath(TICKETS_ROUTES.downloadAttachment.path, { id: ticketId, attachmentId })}`;
