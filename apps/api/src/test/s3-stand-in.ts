import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export type S3StandIn = {
  bucket: string;
  endpoint: string;
  /** The shop's configuration for it (MEDIA_STORAGE=s3 and the S3_* variables). */
  env: Record<string, string>;
  close: () => Promise<void>;
};

/**
 * A loopback S3 (s3rver, objects in a temporary folder) with one empty bucket, addressed
 * path-style as MinIO is; its fixed credentials are the ones it checks signatures with.
 */
export async function startS3StandIn(bucket = 'shop-media'): Promise<S3StandIn> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    env: {
      MEDIA_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
