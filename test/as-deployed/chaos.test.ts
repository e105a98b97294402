import { expect, inject, it } from 'vitest';
import { runAssemblies, waitForTheRunsSynthesis } from '../support/assemblies.ts';
import { dynamoDbEndpoint } from '../support/dynamodb.ts';
import { asDeployedStage } from '../support/api.ts';
import { runChaosSoak } from '../../bench/chaos/soak.ts';

// A short chaos soak (docs/reliability.md) in every run, so that a regression shows in CI: a
// minute of the marketplace through the typed client against the as-deployed runtime with every
// fault kind on, drained, then checked (nothing lost, nothing twice, no drift, every fault kind
// fired where it matters). A fixed seed: a failure replays with `npm run bench:chaos -- --seed
// 20261126 --minutes 1 --clients 3`. The ten-minute soak is a benchmark (npm run bench:chaos).
process.env.MARKETPLACE_RUNTIME = 'as-deployed';
waitForTheRunsSynthesis();

it('a minute of the marketplace with every fault kind on: nothing lost, nothing twice, no drift, every fault fired', async () => {
  const report = await runChaosSoak({
    seed: 20261126,
    minutes: 1,
    clients: 3,
    environment: {
      dynamoDbEndpoint: await dynamoDbEndpoint(),
      s3Endpoint: inject('s3Endpoint'),
      mail: inject('mailDev'),
      assembly: (await runAssemblies())[asDeployedStage()],
      stage: asDeployedStage(),
    },
    log: process.env.CHAOS_LOG ? (line) => console.log(line) : undefined,
  });
  expect(report.examples).toEqual({});
  expect(report.violations).toBe(0);
  for (const [name, { checked }] of Object.entries(report.chaos.invariants))
    expect(checked, `${name} checked something`).toBeGreaterThan(0);
}, 1_200_000);
