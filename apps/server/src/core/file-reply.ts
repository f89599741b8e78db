import type { Readable } from 'node:stream';
import { safeFileName } from '@sportello/contracts/common/file-name';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import type { ByteRange } from './file-store/file-store';

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

/** A stored file a route streams: its size and strong validator let the caller ask for a part or for nothing. */
export interface StoredDownload {
  name: string;
  contentType: string;
  size: number;
  /** The SHA-256 of the bytes, hex: the `ETag`. */
  sha256: string;
  open(range?: ByteRange): Promise<Readable>;
}

/**
 * The one `Range` form answered in part: a single range (`bytes=a-b`, `bytes=a-`, `bytes=-n`).
 * Several ranges, or a unit other than bytes, get the whole file (RFC 9110 §14.2 lets a server
 * ignore them); a range wholly outside the file is `unsatisfiable`.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'whole' | 'unsatisfiable' {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return 'whole';
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'whole';
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** Whether an `If-None-Match` or `If-Range` list names this entity tag (weak forms compared as strong). */
const namesTag = (header: string | undefined, etag: string) =>
  Boolean(header) &&
  (header?.trim() === '*' || (header ?? '').split(',').some((t) => t.trim().replace(/^W\//, '') === etag));

/**
 * Streams a stored file as a download: `ETag` and `Accept-Ranges`, 304 for a cached copy
 * (`If-None-Match`), 206 for one range (unless `If-Range` names another version), 416 for a range
 * outside the file. Answers `part: false` for a whole-file answer, so that the caller counts a
 * download once however many ranges a download manager asks for.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StoredDownload,
): Promise<{ reply: FastifyReply; counted: boolean }> {
  const etag = `"${file.sha256}"`;
  reply
    .header('etag', etag)
    .header('accept-ranges', 'bytes')
    // Kept by the browser only, and checked again each time (the ETag makes that cheap).
    .header('cache-control', 'private, no-cache');
  if (namesTag(request.headers['if-none-match'], etag))
    return { reply: reply.code(304).send(), counted: false };
  // Either header given twice is malformed: the whole file is the safe answer.
  const { range: asked, 'if-range': ifRange } = request.headers;
  const range =
    Array.isArray(ifRange) || (ifRange && !namesTag(ifRange, etag))
      ? 'whole'
      : parseRange(typeof asked === 'string' ? asked : undefined, file.size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${file.size}`);
    throw new AppError('ERROR_RANGE_NOT_SATISFIABLE');
  }
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.name))
    .header('x-content-type-options', 'nosniff');
  if (range === 'whole') {
    reply.header('content-length', String(file.size));
    return { reply: reply.send(await file.open()), counted: true };
  }
  reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('content-length', String(range.end - range.start + 1));
  return { reply: reply.send(await file.open(range)), counted: range.start === 0 };
}
