import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { apiForThisFile } from '../support/api.ts';
import { listCatchesUp } from '../support/listings.ts';

// `npm run smoke` as an operator runs it after a deploy, here against the local runtime.
const api = apiForThisFile();
const run = promisify(execFile);

async function smoke(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'infra/ops/smoke.ts', ...args], {
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('npm run smoke', () => {
  it("passes every check against a healthy stage with a shipper's key, and leaves the listing it made cancelled", async () => {
    const { user, key } = await api.user('Shipper');
    const { code, output } = await smoke('--base-url', api.url, '--key', key);
    expect(output).toMatch(/: 11 passed, 0 failed/);
    expect(code).toBe(0);
    // the list shows a change within about a second (docs/listings.md): read it once it has caught up
    const listings = await listCatchesUp(api, key, '$top=10');
    expect(listings.items.map((l: any) => l.status.value)).toEqual(['Cancelled']);
    expect(user.userId).toBeGreaterThan(0);
  });

  it("exits non-zero naming the failed checks: a wrong key, a provider's key, a base URL where nothing listens", async () => {
    const wrong = await smoke('--base-url', api.url, '--key', 'sbx_not-a-key');
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain("FAIL  GET /v2 (the key's user)");
    const { key } = await api.user('ServiceProvider');
    const provider = await smoke('--base-url', api.url, '--key', key);
    expect(provider.code).toBe(1);
    expect(provider.output).toMatch(/use a shipper's key/);
    const nothing = await smoke('--base-url', 'http://127.0.0.1:9', '--key', key, '--timeout-ms', '2000');
    expect(nothing.code).toBe(1);
    expect(nothing.output).toMatch(/0 passed, 11 failed/);
  });

  it('exits 2 with the usage when an argument is missing', async () => {
    const { code, output } = await smoke('--base-url', api.url);
    expect(code).toBe(2);
    expect(output).toContain('Usage: npm run smoke');
  });
});
