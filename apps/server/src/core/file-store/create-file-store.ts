import type { Config } from '../../config';
import { diskFileStore } from './disk-store';
import type { FileStore } from './file-store';
import { s3FileStore } from './s3-store';

/** The store the configuration names: object storage when a bucket is set, the disk otherwise. */
export function createFileStore(files: Config['files']): FileStore {
  return files.s3 ? s3FileStore(files.s3) : diskFileStore(files.dir);
}
