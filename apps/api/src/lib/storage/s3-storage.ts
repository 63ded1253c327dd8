import type * as S3Sdk from '@aws-sdk/client-s3';
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

type Sdk = typeof S3Sdk;

/**
 * The storage in an S3-compatible bucket, through `@aws-sdk/client-s3`. A PUT replaces an object
 * whole (S3's own promise), so two processes writing the same variant at once both succeed.
 *
 * The SDK is loaded at the first call (it stays outside the server's bundle): a shop on the local
 * folder never loads it.
 */
export function createS3Storage(settings: S3Settings): ObjectStorage {
  let loading: Promise<{ sdk: Sdk; client: S3Sdk.S3Client }> | null = null;
  const connect = () =>
    (loading ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials: settings.credentials,
        // A stuck connection must not hold a request for ever; the SDK retries 3 times by default.
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
      }),
    })));
  const Bucket = settings.bucket;

  return {
    kind: 's3',
    async put(key, body, options = {}) {
      assertKey(key);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: options.contentType }),
      );
    },
    async get(key) {
      assertKey(key);
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        const body = Buffer.from(await answer.Body!.transformToByteArray());
        return { key, size: body.length, modified: answer.LastModified ?? new Date(0), body };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async head(key) {
      assertKey(key);
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return { key, size: answer.ContentLength ?? 0, modified: answer.LastModified ?? new Date(0) };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async *list(prefix): AsyncGenerator<ObjectInfo> {
      const { sdk, client } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }),
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
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
