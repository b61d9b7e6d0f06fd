import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** Credentials s3rver accepts (its defaults). */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) on loopback, with one empty bucket, storing in a temporary
 * folder that is removed on close. The S3 storage adapter is tested against it.
 */
export async function startS3Server(bucket = 'operator-console-test'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'oc-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
