import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import type { FileStore } from './file-store';

/** What the upload's first bytes are, or undefined to refuse it (the caller's rule of accepted types). */
export type ContentTypeRule = (head: Buffer) => Promise<string | undefined>;

/** The bytes read before deciding the type: enough for the signatures of zipped office files. */
const HEAD_BYTES = 64 * 1024;

export class UploadTooLarge extends Error {}
export class UploadTypeRefused extends Error {}
export class UploadEmpty extends Error {}

export interface ReceivedFile {
  contentType: string;
  size: number;
  /** SHA-256 of the bytes, hex: a strong validator (`ETag`). */
  sha256: string;
}

/** The first `size` bytes of a stream (fewer if it ends first), and a stream of all of it. */
async function peek(stream: Readable, size: number): Promise<{ head: Buffer; all: Readable }> {
  const chunks: Buffer[] = [];
  let length = 0;
  const iterator = stream[Symbol.asyncIterator]();
  while (length < size) {
    const next = await iterator.next();
    if (next.done) break;
    const chunk = Buffer.from(next.value as Uint8Array);
    chunks.push(chunk);
    length += chunk.length;
  }
  const read = Buffer.concat(chunks);
  async function* rest() {
    yield read;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head: read.subarray(0, size), all: Readable.from(rest(), { objectMode: false }) };
}

/**
 * Receives an upload into the store under `key`, as a stream: the type is decided from the first
 * bytes, the size is counted and capped as the bytes pass (the upload stops at the first byte over
 * `maxBytes`), and the SHA-256 is computed on the way. Nothing is kept when any of it fails.
 */
export async function receiveUpload(
  store: FileStore,
  key: string,
  body: Readable,
  rules: { maxBytes: number; contentType: ContentTypeRule },
): Promise<ReceivedFile> {
  const { head, all } = await peek(body, HEAD_BYTES);
  if (head.length === 0) throw new UploadEmpty();
  const contentType = await rules.contentType(head);
  // What is left of a refused body is read and dropped by Node once the answer is sent.
  if (!contentType) throw new UploadTypeRefused();
  const hash = createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > rules.maxBytes) {
        done(new UploadTooLarge());
        return;
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });
  all.on('error', (error) => meter.destroy(error));
  try {
    await store.put(key, all.pipe(meter));
  } catch (error) {
    await store.remove(key).catch(() => {});
    throw error;
  }
  return { contentType, size, sha256: hash.digest('hex') };
}
