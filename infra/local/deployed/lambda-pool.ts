import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DeployedFunction, InvocationTarget } from './template.ts';
import type { FaultInjector } from './faults.ts';

// Lambda's execution environments for one function of the as-deployed runtime: each a worker
// thread (./lambda-worker.mjs) with the function's own module state, heap limit (its memory size)
// and process.env, running one invocation at a time. An environment is made when every existing
// one is busy (a cold start), up to a bound; an invocation past its timeout ends its environment,
// as Lambda ends it, and answers "Task timed out". Each environment signs its AWS calls with an
// access key of its own (the function's, and a suffix), so that the AWS endpoint can stop the one
// that made a call (lambda.timeout, ./faults.ts).

const workerFile = fileURLToPath(new URL('./lambda-worker.mjs', import.meta.url));
/**
 * What follows the function's access key in an environment's: `<function key>ENV<n>` (DynamoDB Local takes letters and
 * digits only).
 */
export const environmentKeySuffix = 'ENV';

/** What Lambda answers for a failed invocation: the error of the handler, or of the runtime. */
export interface FunctionError {
  errorType: string;
  errorMessage: string;
  trace?: string[];
}
export type InvocationResult = { result: unknown } | { error: FunctionError };

export class FunctionFailed extends Error {
  constructor(
    readonly functionName: string,
    readonly error: FunctionError,
  ) {
    super(`${functionName} failed: ${error.errorType}: ${error.errorMessage}`);
  }
}

interface Environment {
  accessKeyId: string;
  worker: Worker;
  ready: Promise<FunctionError | undefined>;
  busy: boolean;
  pending?: { id: string; resolve: (result: InvocationResult) => void };
}

export interface PoolOptions {
  /** The whole process.env of the function's environments. */
  environment: Record<string, string>;
  /** Most environments at once (Lambda's concurrency, bounded to spare a laptop). */
  maxEnvironments?: number;
  /** Where each line the function writes goes (CloudWatch Logs in AWS). */
  log?: (functionName: string, line: string) => void;
  /** lambda.crash: an environment dies after its handler's side effects, before its answer (docs/reliability.md). */
  faults?: FaultInjector;
  /** Told of each invocation with its event and time (./footprints.ts). */
  observe?: (functionName: string, event: unknown, ms: number) => void;
}

export class FunctionPool {
  private readonly environments = new Set<Environment>();
  private readonly waiting: (() => void)[] = [];
  private stopped = false;
  private started = 0;
  /** Invocations answered, and their time in all (ms, from the environment taken to the answer). */
  readonly usage = { invocations: 0, ms: 0 };

  constructor(
    readonly fn: DeployedFunction,
    private readonly options: PoolOptions,
  ) {}

  /** Execution environments alive now, each with its own module state (a warm function's memory). */
  get environmentCount(): number {
    return this.environments.size;
  }

  private start(): Environment {
    const accessKeyId = `${this.options.environment.AWS_ACCESS_KEY_ID}${environmentKeySuffix}${++this.started}`;
    const worker = new Worker(workerFile, {
      workerData: { directory: this.fn.directory, handler: this.fn.handler },
      env: { ...this.options.environment, AWS_ACCESS_KEY_ID: accessKeyId },
      execArgv: [],
      stdout: true,
      stderr: true,
      resourceLimits: { maxOldGenerationSizeMb: this.fn.memoryMb },
    });
    for (const stream of [worker.stdout, worker.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) this.options.log?.(this.fn.name, line);
      });
    }
    const environment: Environment = {
      accessKeyId,
      worker,
      busy: false,
      ready: new Promise((resolve) => {
        worker.once('message', (message: { type: string; error?: FunctionError }) =>
          resolve(message.type === 'ready' ? undefined : message.error),
        );
        worker.once('exit', (code) =>
          resolve({
            errorType: 'Runtime.ExitError',
            errorMessage: `RequestId: init Error: Runtime exited with error: exit status ${code}`,
          }),
        );
      }),
    };
    worker.on('message', (message: { id?: string; result?: unknown; error?: FunctionError }) => {
      if (!message.id || message.id !== environment.pending?.id) return;
      const { resolve } = environment.pending;
      environment.pending = undefined;
      resolve(message.error ? { error: message.error } : { result: message.result });
    });
    const crashed = (error: FunctionError) => {
      this.environments.delete(environment);
      environment.pending?.resolve({ error });
      environment.pending = undefined;
    };
    worker.on('error', (error: Error) =>
      crashed({ errorType: error.name === 'Error' ? 'Runtime.ExitError' : error.name, errorMessage: error.message }),
    );
    worker.on('exit', (code) =>
      crashed({ errorType: 'Runtime.ExitError', errorMessage: `Runtime exited with error: exit status ${code}` }),
    );
    this.environments.add(environment);
    return environment;
  }

  /** An idle environment, a new one, or the first to become idle. */
  private async acquire(): Promise<Environment> {
    for (;;) {
      if (this.stopped) throw new Error(`${this.fn.name} is stopped`);
      const idle = [...this.environments].find((e) => !e.busy);
      if (idle) {
        idle.busy = true;
        return idle;
      }
      if (this.environments.size < (this.options.maxEnvironments ?? 4)) {
        const fresh = this.start();
        fresh.busy = true;
        return fresh;
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  private release(environment: Environment): void {
    environment.busy = false;
    this.waiting.shift()?.();
  }

  /**
   * One invocation, as Lambda's Invoke answers it: the handler's result, or its error. `invokedBy`:
   * the (qualified) ARN and version it was invoked by (an alias's), handed to the handler's context.
   */
  async invoke(
    event: unknown,
    requestId: string = randomUUID(),
    invokedBy?: Pick<InvocationTarget, 'arn' | 'version'>,
  ): Promise<InvocationResult> {
    const environment = await this.acquire();
    const started = performance.now();
    try {
      const initError = await environment.ready;
      if (initError) {
        // a failed init is retried by the next invocation in a new environment, as in Lambda
        this.environments.delete(environment);
        void environment.worker.terminate();
        return { error: initError };
      }
      this.options.faults?.beginInvocation(this.fn.name, environment.accessKeyId);
      const deadlineMs = Date.now() + this.fn.timeoutSeconds * 1000;
      const root = `1-${Math.floor(Date.now() / 1000).toString(16)}-${randomBytes(12).toString('hex')}`;
      const traceId = `Root=${root};Parent=${randomBytes(8).toString('hex')};Sampled=0`;
      const context = {
        functionName: this.fn.name,
        functionVersion: invokedBy?.version ?? '$LATEST',
        invokedFunctionArn: invokedBy?.arn ?? this.fn.arn,
        memoryLimitInMB: String(this.fn.memoryMb),
        awsRequestId: requestId,
        logGroupName: `/aws/lambda/${this.fn.name}`,
        logStreamName: 'local',
        deadlineMs,
      };
      return await new Promise<InvocationResult>((resolve) => {
        const timer = setTimeout(() => {
          environment.pending = undefined;
          this.environments.delete(environment);
          void environment.worker.terminate();
          resolve({
            error: {
              errorType: 'Sandbox.Timedout',
              errorMessage: `Task timed out after ${this.fn.timeoutSeconds.toFixed(2)} seconds`,
            },
          });
        }, this.fn.timeoutSeconds * 1000);
        environment.pending = {
          id: requestId,
          resolve: (result) => {
            clearTimeout(timer);
            if (!('error' in result) && this.options.faults?.fires('lambda.crash', this.fn.name)) {
              // the handler did all it does; the process dies before the runtime sends its answer
              this.environments.delete(environment);
              void environment.worker.terminate();
              resolve({
                error: {
                  errorType: 'Runtime.ExitError',
                  errorMessage: `RequestId: ${requestId} Error: Runtime exited with error: signal: killed`,
                },
              });
              return;
            }
            resolve(result);
          },
        };
        environment.worker.postMessage({ id: requestId, event, context, traceId });
      });
    } finally {
      const ms = performance.now() - started;
      this.usage.invocations++;
      this.usage.ms += ms;
      this.options.observe?.(this.fn.name, event, ms);
      this.release(environment);
    }
  }

  /**
   * Stops the environment that signed with this access key where it is, as a timeout or a kill
   * stops it (lambda.timeout): its invocation answers "Task timed out", the next starts cold.
   * Resolves once the environment can run nothing more.
   */
  async stopEnvironment(accessKeyId: string): Promise<void> {
    const environment = [...this.environments].find((e) => e.accessKeyId === accessKeyId);
    if (!environment) return;
    this.environments.delete(environment);
    const pending = environment.pending;
    environment.pending = undefined;
    await environment.worker.terminate();
    pending?.resolve({
      error: {
        errorType: 'Sandbox.Timedout',
        errorMessage: `Task timed out after ${this.fn.timeoutSeconds.toFixed(2)} seconds`,
      },
    });
  }

  /**
   * Stops the one environment running an invocation now (as `stopEnvironment`), for a stop at a call that names no
   * environment: Stripe's, whose SDK signs with the stage's key, not the environment's (./stripe-gateway.ts). False,
   * stopping nothing, when none or several run: a planned stop is the tests' own, made while one runs.
   */
  async stopRunningEnvironment(): Promise<boolean> {
    const running = [...this.environments].filter((e) => e.pending);
    if (running.length !== 1) return false;
    await this.stopEnvironment(running[0]!.accessKeyId);
    return true;
  }

  /** The handler's result, or FunctionFailed. */
  async call<Result>(
    event: unknown,
    requestId?: string,
    invokedBy?: Pick<InvocationTarget, 'arn' | 'version'>,
  ): Promise<Result> {
    const outcome = await this.invoke(event, requestId, invokedBy);
    if ('error' in outcome) throw new FunctionFailed(this.fn.name, outcome.error);
    return outcome.result as Result;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.waiting.splice(0).forEach((wake) => wake());
    await Promise.all([...this.environments].map((e) => e.worker.terminate()));
    this.environments.clear();
  }
}
