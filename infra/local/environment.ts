import { createServer } from 'node:net';
import type { Stage } from '../../shared/domain/auth/api-keys.ts';

// What a Lambda gets from its stack (TABLE_NAME, BUCKET_NAME, STAGE), plus the emulator endpoints,
// set on this process so the handlers the local server imports find them.

export function useLocalEnvironment(env: {
  dynamoDbEndpoint: string;
  s3Endpoint: string;
  tableName: string;
  bucketName: string;
  stage: Stage;
}): void {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  process.env.AWS_REGION ??= 'us-east-1';
  process.env.DYNAMODB_ENDPOINT = env.dynamoDbEndpoint;
  process.env.S3_ENDPOINT = env.s3Endpoint;
  process.env.TABLE_NAME = env.tableName;
  process.env.BUCKET_NAME = env.bucketName;
  process.env.STAGE = env.stage;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
