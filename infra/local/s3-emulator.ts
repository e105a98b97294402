import { mkdir } from 'node:fs/promises';
import S3rver from 's3rver';

// S3 emulator for profile images. Buckets are created through the S3 API like in AWS
// (resources.ts), so nothing here knows bucket names.

export interface S3Emulator {
  endpoint: string;
  stop: () => Promise<void>;
}

export async function startS3Emulator(options: { port: number; directory: string }): Promise<S3Emulator> {
  await mkdir(options.directory, { recursive: true });
  const server = new S3rver({ address: '127.0.0.1', port: options.port, silent: true, directory: options.directory });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
