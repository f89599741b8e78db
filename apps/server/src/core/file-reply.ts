import { safeFileName } from '@sportello/contracts/common/file-name';
import type { FastifyReply } from 'fastify';

/** A file a route answers with, to be saved by the browser rather than shown. */
export interface FileDownload {
  /** The name the browser saves it under: sanitised here whatever its source. */
  name: string;
  /** The `content-type` header, its charset named for text. */
  contentType: string;
  body: Buffer;
}

/** RFC 5987's value characters: `encodeURIComponent` leaves `'()*!` as they are, which it does not allow. */
const extValue = (name: string) =>
  encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment`, with the name twice (RFC 6266): `filename` in printable ASCII (anything else becomes
 * `_`) for old clients, `filename*` in UTF-8 for the others, which prefer it. `safeFileName` has
 * taken out the double quotes and backslashes that would end or escape the quoted name.
 */
export function contentDisposition(name: string): string {
  const safe = safeFileName(name);
  return `attachment; filename="${safe.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${extValue(safe)}`;
}

/**
 * The one way a route sends a file: always a download (`attachment`), never sniffed into another type
 * (an uploaded file's bytes may look like HTML), and kept by no cache (exports and attachments hold
 * personal data).
 */
export function sendFile(reply: FastifyReply, file: FileDownload): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.body.length))
    .header('content-disposition', contentDisposition(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
