import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { ByteRange, FileStore } from './file-store';

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** MinIO and most S3-compatible stores address buckets by path, not by host name. */
  forcePathStyle: boolean;
  /** A prefix under which the portal's objects live, for a bucket shared with others. */
  prefix: string;
}

/**
 * Files in S3-compatible object storage (AWS S3, MinIO, Ceph…), shared by every server process.
 * Uploads go in parts of 8 MiB, at most four in flight, so that a 2 GB file costs the process
 * about 32 MiB whatever its size; a failed upload is aborted and leaves no object.
 */
export function s3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const objectKey = (key: string) => `${settings.prefix}${key}`;
  return {
    kind: 's3',
    async put(key, body) {
      const upload = new Upload({
        client,
        params: { Bucket: settings.bucket, Key: objectKey(key), Body: body },
        partSize: 8 * 1024 * 1024,
        queueSize: 4,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async read(key, range?: ByteRange) {
      const answer = await client.send(
        new GetObjectCommand({
          Bucket: settings.bucket,
          Key: objectKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error('object storage answered no stream');
      return answer.Body;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },
  };
}
