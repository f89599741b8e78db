import type { Readable } from 'node:stream';

/** A byte range, both ends included (RFC 9110 §14.1.2). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where the portal keeps files (decision 084): toolkit versions, ticket attachments and published
 * analyses. On disk under the data folder by default; S3-compatible object storage when configured,
 * so that several server processes share the files. Keys are the portal's own (no user text in
 * them), and no caller ever sees one. Bytes move as streams both ways: the server's memory does not
 * grow with a file.
 */
export interface FileStore {
  /** `disk` or `s3`: for the health page and the logs. */
  readonly kind: string;
  /**
   * Stores the stream's bytes under `key`, resolving once they are durable. If the stream fails, no
   * object is left behind (a partial write is never readable under the key).
   */
  put(key: string, body: Readable): Promise<void>;
  /** The bytes under `key`, all or the range given. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Deletes the object; a missing one is no error (a retried clean-up). */
  remove(key: string): Promise<void>;
}

/** A context built without the application's store (a seed, a job, a test): any use of it fails loudly. */
export const NO_FILES: FileStore = {
  kind: 'none',
  put: async () => {
    throw new Error('no file store in this context');
  },
  read: async () => {
    throw new Error('no file store in this context');
  },
  remove: async () => {},
};
