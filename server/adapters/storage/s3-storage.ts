import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { storageKeyPattern, type FileStorage } from './storage.ts';

export type S3Options = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** MinIO and most S3-compatible stores want path-style addressing. */
  forcePathStyle: boolean;
};

/** Uploads in an S3-compatible bucket, so every app server sees the same files. */
export function createS3Storage(options: S3Options): FileStorage & { close(): void } {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const Bucket = options.bucket;
  const checked = (key: string) => {
    if (!storageKeyPattern.test(key)) throw new Error('invalid storage key');
    return key;
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: checked(key), Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      if (!storageKeyPattern.test(key)) return undefined;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!res.Body) return undefined;
        return {
          body: Buffer.from(await res.Body.transformToByteArray()),
          contentType: res.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
          return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key && storageKeyPattern.test(object.Key))
            yield { key: object.Key, modifiedAt: object.LastModified ?? new Date() };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    close: () => client.destroy(),
  };
}
