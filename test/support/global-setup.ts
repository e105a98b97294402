import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal, type DynamoDbLocal } from '../../infra/local/dynamodb-local.ts';
import { startS3Emulator, type S3Emulator } from '../../infra/local/s3-emulator.ts';
import { freePort } from '../../infra/local/environment.ts';

// One in-memory DynamoDB Local and one S3 emulator for the whole run, on free ports; each test
// file makes its own table and bucket in them (test/support/api.ts), so files run in parallel.

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoDbEndpoint: string;
    s3Endpoint: string;
  }
}

let dynamo: DynamoDbLocal | undefined;
let s3: S3Emulator | undefined;
let s3Dir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const cacheDir = resolve(import.meta.dirname ?? '.', '..', '..', '.data', 'cache');
  s3Dir = await mkdtemp(join(tmpdir(), 'marketplace-s3-'));
  [dynamo, s3] = await Promise.all([
    startDynamoDbLocal({ cacheDir, port: await freePort() }),
    startS3Emulator({ port: await freePort(), directory: s3Dir }),
  ]);
  project.provide('dynamoDbEndpoint', dynamo.endpoint);
  project.provide('s3Endpoint', s3.endpoint);
}

export async function teardown(): Promise<void> {
  await Promise.allSettled([dynamo?.stop(), s3?.stop()]);
  if (s3Dir) await rm(s3Dir, { recursive: true, force: true });
}
