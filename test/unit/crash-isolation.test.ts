import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The local runtime isolates a crashed invocation as Lambda isolates an environment (docs/errors.md,
// "A crashed function"): the crash is logged and answered as API Gateway answers a failed function,
// and the server answers every other request, those in flight included. The server runs in a
// process of its own: a crash the runtime failed to isolate ends it, which this test would see.

const script = fileURLToPath(new URL('../support/crashing-server.ts', import.meta.url));
let server: ChildProcess;
let url = '';
let log = '';

beforeAll(async () => {
  server = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  server.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  url = await new Promise<string>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the server exited (${code}) before it listened: ${log}`)));
    createInterface({ input: server.stdout! }).once('line', resolve);
  });
});

afterAll(() => {
  server?.kill();
});

describe('a function that crashes (source runtime)', () => {
  for (const crash of ['/error-event', '/thrown-in-timer', '/unhandled-rejection']) {
    it(`${crash}: answered 502 as API Gateway answers a failed function, logged, and the server goes on`, async () => {
      const inFlight = fetch(`${url}/slow`);
      const res = await fetch(`${url}${crash}`);
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ message: 'Internal Server Error' });
      expect(res.headers.get('apigw-requestid')).toMatch(/^[0-9a-f-]{36}$/);
      const slow = await inFlight;
      expect([slow.status, await slow.text()]).toEqual([200, '/slow']);
      const next = await fetch(`${url}/ok`);
      expect(next.status).toBe(200);
      expect(server.exitCode).toBeNull();
      expect(log).toContain(`"requestId":"${res.headers.get('apigw-requestid')}"`);
      expect(log).toContain('function crashed');
    });
  }
});
