import { createClient, type MarketplaceClient } from '../../sdk/src/index.ts';

// Every request of the soak goes through the typed client (its retries, its Idempotency-Keys), and
// every attempt it makes is recorded: what the client finally saw is the outcome the checks judge,
// and each attempt's answer is judged too (a dependency fault must reach a client as a 503 in the
// 7.2 format with Retry-After: docs/reliability.md).

export interface Attempt {
  status?: number;
  error?: string;
  idempotencyKey?: string;
  replayed?: boolean;
  retryAfter?: string;
  body?: string;
}

/**
 * `acknowledged`: the client saw a success; `refused`: an answer that says nothing was done (a 4xx
 * the step expects, or a 503 the client gave up on); `indeterminate`: it cannot know (a connection
 * lost, or the gateway's 502 after a crash, on a request it may not resend).
 */
export type Outcome = 'acknowledged' | 'refused' | 'indeterminate' | 'unexpected';

export interface Call {
  n: number;
  client: number;
  actor: string;
  step: string;
  method: string;
  path: string;
  expected: number[];
  /** The marker this step's create carries, to count it in the table. */
  token?: string;
  entity?: string;
  /** Steps sent at once, racing (at most one may win). */
  group?: string;
  /** The marker of what this step removes (a saved search deleted). */
  undoes?: string;
  attempts: Attempt[];
  status?: number;
  outcome?: Outcome;
  startedAt: number;
  endedAt?: number;
}

export interface Recorder {
  calls: Call[];
  /**
   * One step of the marketplace: the call (through a client of its own, recording its attempts), judged against the
   * statuses it expects.
   */
  step<T extends { response: Response }>(
    client: number,
    actor: { name: string; key: string },
    step: string,
    expected: number[] | ((call: Call) => number[]),
    send: (api: MarketplaceClient) => Promise<T>,
    mark?: { token?: string; entity?: string; group?: string; undoes?: string },
  ): Promise<{ call: Call; result?: T }>;
}

/** API Gateway's own 502 for a failed invocation (a crash, a timeout): not our body. */
export const isGatewayFailure = (status: number | undefined, body: string | undefined) =>
  status === 502 && body?.trim() === '{"message":"Internal Server Error"}';

export function recorder(baseUrl: string): Recorder {
  const calls: Call[] = [];
  return {
    calls,
    async step(clientNo, actor, stepName, expected, send, mark) {
      // `expected` as a function: what the step expects depends on when its call ended (a limit's clock hour)
      const expectedOf = typeof expected === 'function' ? expected : () => expected;
      const call: Call = {
        n: calls.length,
        client: clientNo,
        actor: actor.name,
        step: stepName,
        method: '',
        path: '',
        expected: [],
        attempts: [],
        startedAt: Date.now(),
        ...(mark ?? {}),
      };
      call.expected = expectedOf(call);
      calls.push(call);
      const fetch = async (request: Request): Promise<Response> => {
        call.method = request.method;
        call.path = new URL(request.url).pathname;
        const attempt: Attempt = { idempotencyKey: request.headers.get('idempotency-key') ?? undefined };
        call.attempts.push(attempt);
        try {
          const response = await globalThis.fetch(request);
          const text = await response.text();
          Object.assign(attempt, {
            status: response.status,
            replayed: response.headers.get('idempotent-replayed') === 'true',
            retryAfter: response.headers.get('retry-after') ?? undefined,
            ...(response.status >= 400 ? { body: text.slice(0, 400) } : {}),
          });
          return new Response(response.status === 204 || response.status === 304 ? null : text, {
            status: response.status,
            statusText: response.statusText,
            headers: response.headers,
          });
        } catch (error) {
          attempt.error = String((error as Error).cause ?? error);
          throw error;
        }
      };
      // a request whose function was stopped is answered 409 with Retry-After until that function's
      // deadline (up to 31 s for the longest API function): the client waits it, as a patient one does
      const api = createClient({ baseUrl, apiKey: actor.key, fetch, maxRetries: 6, maxRetryDelayMs: 30_000 });
      try {
        const result = await send(api);
        call.status = result.response.status;
        call.endedAt = Date.now();
        call.expected = expectedOf(call);
        const last = call.attempts.at(-1);
        call.outcome = call.expected.includes(call.status)
          ? call.status < 300
            ? 'acknowledged'
            : 'refused'
          : call.status === 503 && last?.retryAfter
            ? 'refused'
            : isGatewayFailure(call.status, last?.body)
              ? 'indeterminate'
              : 'unexpected';
        return { call, result };
      } catch {
        call.outcome = 'indeterminate';
        return { call };
      } finally {
        call.endedAt ??= Date.now();
      }
    },
  };
}
