import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

// `npm run fuzz -- --seed N [--runs R]`: the contract fuzz and the body fuzz (test/integration/
// contract-fuzz.test.ts, fuzz.test.ts) with another seed than CI's, and as many runs an operation as
// asked (the contract fuzz's; 20 in CI). A failure prints the request and the seed that found it.

const { values } = parseArgs({
  options: { seed: { type: 'string' }, runs: { type: 'string' } },
});
const seed = values.seed ?? String(Date.now() % 2 ** 31);
for (const [name, value] of [
  ['--seed', seed],
  ['--runs', values.runs],
] as const)
  if (value !== undefined && !/^\d+$/.test(value)) {
    console.error(`${name} must be a whole number`);
    process.exit(2);
  }
console.log(`fuzzing with seed ${seed}${values.runs ? `, ${values.runs} runs an operation` : ''}`);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const child = spawn(
  process.execPath,
  [
    fileURLToPath(new URL('../../node_modules/vitest/vitest.mjs', import.meta.url)),
    'run',
    'test/integration/contract-fuzz.test.ts',
    'test/integration/fuzz.test.ts',
  ],
  {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, FUZZ_SEED: seed, ...(values.runs ? { FUZZ_RUNS: values.runs } : {}) },
  },
);
child.once('exit', (code) => process.exit(code ?? 1));
