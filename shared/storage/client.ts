import { S3Client } from '@aws-sdk/client-s3';
import { traced } from '../observability/tracing.ts';

// Created on first use (see shared/data/client.ts for why). Checksums only when S3 requires them:
// with the SDK's default (WHEN_SUPPORTED) streamed uploads reach the S3 emulator corrupted (its
// chunked checksum encoding is not decoded: test/integration/profile-images.test.ts), and AWS accepts either.
let client: S3Client | undefined;

export function s3(): S3Client {
  if (!client) {
    const endpoint = process.env.S3_ENDPOINT;
    client = traced(
      new S3Client({
        region: process.env.AWS_REGION ?? 'us-east-1',
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        ...(endpoint
          ? { endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }
          : {}),
      }),
    );
  }
  return client;
}

export function bucketName(): string {
  const name = process.env.BUCKET_NAME;
  if (!name) throw new Error('BUCKET_NAME is not set');
  return name;
}
