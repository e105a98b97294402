import { resolve } from 'node:path';
import { afterAll } from 'vitest';
import { startDynamoDbLocal, type DynamoDbLocal } from '../../infra/local/dynamodb-local.ts';
import { freePort } from '../../infra/local/environment.ts';

// Each test file that needs DynamoDB gets a DynamoDB Local of its own, started on first use and
// stopped after the file. One shared for the whole run was slower than the startup of ~2.5 s per
// file: DynamoDB Local's GetRecords costs grow with every stream record of every table it ever
// held (deleting a table does not help), measured 3.6 ms fresh and 52 ms after 100,000 writes
// elsewhere, and each local stage polls its stream several times a second. Late files in a full
// run took ten times as long as alone (README.md, test/ under "Where things are").

export const cacheDir = resolve(import.meta.dirname, '..', '..', '.data', 'cache');

let started: Promise<DynamoDbLocal> | undefined;

async function start(): Promise<DynamoDbLocal> {
  // the port is free when chosen; another file's emulator may take it first, then choose again
  for (let attempt = 0; ; attempt++) {
    try {
      return await startDynamoDbLocal({ cacheDir, port: await freePort(), shortLived: true });
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
}

/** This file's DynamoDB Local endpoint. */
export async function dynamoDbEndpoint(): Promise<string> {
  started ??= start();
  return (await started).endpoint;
}

afterAll(async () => {
  const running = started;
  started = undefined;
  if (running) await (await running).stop();
});
