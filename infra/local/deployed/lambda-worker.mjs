// One Lambda execution environment of the as-deployed runtime (./lambda-pool.ts): a worker thread
// whose process.env is exactly the function's (the template's variables, the runtime's, the local
// endpoints), which imports the bundle from its asset directory as the Node.js runtime does and
// runs one invocation at a time. Plain JavaScript: nothing of the repository's sources or loaders.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const { directory, handler } = workerData;
const dot = handler.lastIndexOf('.');
const moduleName = handler.slice(0, dot);
const exportName = handler.slice(dot + 1);

const errorOf = (error) => ({
  errorType: error?.name ?? 'Error',
  errorMessage: error?.message ?? String(error),
  trace: String(error?.stack ?? '').split('\n'),
});

let fn;
try {
  const file = ['.mjs', '.js', '.cjs'].map((ext) => join(directory, moduleName + ext)).find((f) => existsSync(f));
  if (!file)
    throw Object.assign(new Error(`Cannot find module '${moduleName}'`), { name: 'Runtime.ImportModuleError' });
  const module = await import(pathToFileURL(file).href);
  fn = module[exportName];
  if (typeof fn !== 'function')
    throw Object.assign(new Error(`${handler} is undefined or not exported`), { name: 'Runtime.HandlerNotFound' });
  parentPort.postMessage({ type: 'ready' });
} catch (error) {
  parentPort.postMessage({ type: 'init-error', error: errorOf(error) });
}

parentPort.on('message', async ({ id, event, context, traceId }) => {
  // the runtime sets the trace header per invocation
  process.env._X_AMZN_TRACE_ID = traceId;
  const deadline = context.deadlineMs;
  const lambdaContext = {
    ...context,
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
  try {
    const result = await fn(event, lambdaContext);
    parentPort.postMessage({ id, result: result === undefined ? null : JSON.parse(JSON.stringify(result)) });
  } catch (error) {
    // as the Node.js runtime reports a failed invocation in the function's log
    console.error(
      `${new Date().toISOString()}\t${context.awsRequestId}\tERROR\tInvoke Error \t${JSON.stringify(errorOf(error))}`,
    );
    parentPort.postMessage({ id, error: errorOf(error) });
  }
});
