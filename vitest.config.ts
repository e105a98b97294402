import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { SynthesisLastSequencer } from './test/support/sequencer.ts';

// An integration file that a file of test/as-deployed/ runs again runs once, as deployed: the same
// tests against the synthesized bundles, their environments and IAM, which the sources alone would
// pass too (docs/operations.md, "As deployed"; the suite's time in docs/performance.md). A file that
// branches on the runtime (tests for one runtime only) runs on both; a file named on the command
// line runs as asked.
const inRepo = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const runsOnBothRuntimes = (source: string) => /asDeployed\(|MARKETPLACE_RUNTIME/.test(source);
const runOnlyAsDeployed = readdirSync(inRepo('test/as-deployed'))
  .flatMap((file) =>
    [
      ...readFileSync(inRepo(`test/as-deployed/${file}`), 'utf8').matchAll(
        /import\('\.\.\/integration\/([\w-]+\.test\.ts)'\)/g,
      ),
    ].map((m) => `test/integration/${m[1]}`),
  )
  .filter(
    (file) =>
      !runsOnBothRuntimes(readFileSync(inRepo(file), 'utf8')) && !process.argv.some((arg) => arg.endsWith(file)),
  );

export default defineConfig({
  // the client package's sources, not its build (tsconfig.json's `marketplace-source` condition says the same)
  resolve: { alias: { '@shipping-marketplace/client': fileURLToPath(new URL('./sdk/src/index.ts', import.meta.url)) } },
  test: {
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...runOnlyAsDeployed],
    globalSetup: ['test/support/global-setup.ts'],
    pool: 'forks',
    sequence: { sequencer: SynthesisLastSequencer },
    // Two files at a time even on two cores (vitest's default is cores - 1: one): most of a file's
    // time is waiting on DynamoDB Local, the stream poller and timers, not the CPU. Measured on two
    // cores: the suite in 685 s instead of 985 s.
    maxWorkers: 2,
    reporters: ['default', './test/support/summary-reporter.ts'],
    // Hang guards, not budgets: a slower machine only takes longer (test/support/eventually.ts).
    testTimeout: 300_000,
    hookTimeout: 600_000,
    // expect.poll waits on a condition; its default second is a fixed time a slower machine misses
    expect: { poll: { timeout: 60_000 } },
    env: {
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      POWERTOOLS_METRICS_DISABLED: 'true',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      // Webhook receivers in tests listen on loopback, and retries should not take minutes.
      ALLOW_LOOPBACK_WEBHOOKS: 'true',
      WEBHOOK_RETRY_BASE_MS: '20',
    },
  },
});
