// A real S3-protocol server for the storage tests (s3rver): on a free port, its data in a fresh temp
// directory, one bucket made at start; stopped and its directory removed by close().
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface S3Server {
  /** a STORAGE_URL for the bucket, under `prefix` */
  url(prefix?: string, params?: string): string;
  bucket: string;
  close(): Promise<void>;
}

export async function startS3(bucket = 'conflow-test'): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'conflow-s3-'));
  // s3rver's default credentials: it checks signatures made with them
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    bucket,
    url: (prefix = '', params = '') => `s3://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}${prefix ? `/${prefix}` : ''}?tls=false${params}`,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
