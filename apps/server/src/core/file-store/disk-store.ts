import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, FileStore } from './file-store';

/** Keys are the store's own: letters, digits, dashes and slashes between parts, nothing climbing out. */
const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9.-]+)*$/;

function pathOf(root: string, key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe file store key: ${key}`);
  return join(root, key);
}

/**
 * Files on the local disk under `root` (the data folder's `files` by default). A file is written
 * beside its place under a temporary name and renamed when complete, so that a reader never sees
 * half of one and a failed upload leaves nothing.
 */
export function diskFileStore(root: string): FileStore {
  return {
    kind: 'disk',
    async put(key, body) {
      const target = pathOf(root, key);
      await mkdir(dirname(target), { recursive: true });
      const partial = `${target}.${randomUUID()}.part`;
      try {
        await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async read(key, range?: ByteRange): Promise<Readable> {
      const stream = createReadStream(pathOf(root, key), range ? { start: range.start, end: range.end } : {});
      // Opening errors (a missing file) surface here rather than mid-answer.
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', reject);
      });
      return stream;
    },
    async remove(key) {
      await rm(pathOf(root, key), { force: true });
    },
  };
}
