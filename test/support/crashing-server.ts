import { setTimeout as sleep } from 'node:timers/promises';
import { EventEmitter } from 'node:events';
import { startLocalServer } from '../../infra/local/server.ts';
import { invoke } from '../../infra/local/invocation.ts';

// The local server in a process of its own, serving functions that crash as real code does
// (test/unit/crash-isolation.test.ts): an error event nobody listens to, an exception thrown from a
// timer, a rejection nobody awaits; `/slow` answers after a while, `/ok` at once. Prints its URL.

const functions: Record<string, () => Promise<unknown>> = {
  '/error-event': async () => {
    setImmediate(() => new EventEmitter().emit('error', new Error('Unexpected end of form')));
    return sleep(60_000);
  },
  '/thrown-in-timer': async () => {
    setTimeout(() => {
      throw new Error('thrown from a timer');
    }, 5);
    return sleep(60_000);
  },
  '/unhandled-rejection': async () => {
    void Promise.reject(new Error('a rejection nobody awaited'));
    return sleep(60_000);
  },
  '/slow': () => sleep(500),
  '/ok': async () => undefined,
};

const server = await startLocalServer({
  port: 0,
  dispatcher: {
    match: (_method, path) => ({
      routeKey: path,
      pathParameters: {},
      run: (_event, requestId) =>
        invoke(async () => {
          await (functions[path] ?? functions['/ok']!)();
          return { statusCode: 200, body: path };
        }, requestId),
    }),
  },
});
process.stdout.write(`${server.url}\n`);
