import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertKey, type ObjectInfo, type ObjectStorage } from './object-storage';

export type S3Settings = {
  bucket: string;
  region: string;
  /** The service's URL; unset: AWS S3 of `region`. R2: https://<account>.r2.cloudflarestorage.com. */
  endpoint: string | undefined;
  /** Unset: the SDK's own chain (AWS_* variables, an instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO, stand-ins). */
  forcePathStyle: boolean;
};

const isNotFound = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404 ||
  (error as Error).name === 'NoSuchKey' ||
  (error as Error).name === 'NotFound';

/**
 * The storage in an S3-compatible bucket, through `@aws-sdk/client-s3`. A PUT replaces an object
 * whole (S3's own promise), so two processes writing the same variant at once both succeed.
 */
export function createS3Storage(settings: S3Settings, client?: S3Client): ObjectStorage & { client: S3Client } {
  const s3 =
    client ??
    new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // A stuck connection must not hold a request for ever; the SDK retries 3 times by default.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  const Bucket = settings.bucket;

  return {
    kind: 's3',
    client: s3,
    async put(key, body, options = {}) {
      assertKey(key);
      await s3.send(
        new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: options.contentType }),
      );
    },
    async get(key) {
      assertKey(key);
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket, Key: key }));
        const body = Buffer.from(await answer.Body!.transformToByteArray());
        return { key, size: body.length, modified: answer.LastModified ?? new Date(0), body };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async head(key) {
      assertKey(key);
      try {
        const answer = await s3.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { key, size: answer.ContentLength ?? 0, modified: answer.LastModified ?? new Date(0) };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async *list(prefix): AsyncGenerator<ObjectInfo> {
      let ContinuationToken: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          yield { key: object.Key, size: object.Size ?? 0, modified: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async delete(key) {
      assertKey(key);
      await s3.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
