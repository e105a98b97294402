import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, expect, inject, it } from 'vitest';
import { dynamoDbEndpoint } from '../support/dynamodb.ts';
import { useLocalEnvironment } from '../../infra/local/environment.ts';
import { ensureTable } from '../../infra/local/resources.ts';
import { seedDemo } from '../../infra/local/demo-seed.ts';
import { hashApiKey } from '../../shared/domain/auth/api-keys.ts';
import { userIdOfKey } from '../../shared/data/api-keys.ts';
import { userIdOfEmail } from '../../shared/data/users.ts';

// `npm start -- --reset` (README, docs/operations.md): the tables start empty and the demo accounts come back with
// the keys .data/demo-keys.json holds, so a reset table needs no new key anywhere it was pasted.

const dir = await mkdtemp(join(tmpdir(), 'demo-reset-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

async function freshTable(): Promise<void> {
  const tableName = `demo-reset-${randomUUID().slice(0, 8)}`;
  useLocalEnvironment({
    dynamoDbEndpoint: await dynamoDbEndpoint(),
    s3Endpoint: inject('s3Endpoint'),
    tableName,
    bucketName: tableName,
    stage: 'sandbox',
  });
  await ensureTable(tableName);
}

it('a table made anew gets the demo accounts back with the keys the keys file holds', async () => {
  const file = join(dir, 'demo-keys.json');
  await freshTable();
  const before = await seedDemo(file);
  await freshTable();
  const after = await seedDemo(file);
  expect(after).toEqual(before);
  for (const role of ['shipper', 'provider', 'integrator'] as const) {
    const email = `${role}@demo.example`;
    expect(await userIdOfKey(hashApiKey(after[role]))).toBe(await userIdOfEmail(email));
  }
  expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(before);
});

it("never takes a key that is not a full key of the stage, or is another user's", async () => {
  const file = join(dir, 'other-keys.json');
  await freshTable();
  const mine = await seedDemo(file);
  // the shipper's file names the provider's key: the shipper gets a new one, the provider keeps its own
  await writeFile(file, JSON.stringify({ ...mine, shipper: mine.provider, integrator: 'prd_sk_notakeyofthisstage' }));
  const after = await seedDemo(file);
  expect(after.provider).toBe(mine.provider);
  expect(after.shipper).not.toBe(mine.provider);
  expect(after.integrator).toMatch(/^sbx_sk_/);
  expect(await userIdOfKey(hashApiKey(after.shipper))).toBe(await userIdOfEmail('shipper@demo.example'));
});
