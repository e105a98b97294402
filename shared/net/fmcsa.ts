import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { logger } from '../observability/logger.ts';
import { traced } from '../observability/tracing.ts';
import { retrying, SDK_MAX_PAUSE_MS } from '../retry.ts';

// FMCSA's QCMobile API (docs/vetting.md): a carrier's census, authority, insurance on file and out-of-service
// state by USDOT number, and the USDOT number an MC docket belongs to. Every answer is an envelope
// `{"content": ..., "retrievalDate": ...}`; a `webKey` query parameter authenticates. When QCMobile is down it
// answers a maintenance page in HTML, which is an outage, not an answer. The deployed stages reach
// mobile.fmcsa.dot.gov; the local runtime a stand-in with the same paths and shapes (infra/local/fmcsa.ts).

/** The fields of `content.carrier` the vetting reads; QCMobile sends more, and they are kept as sent. */
export interface QcCarrier {
  dotNumber: number | string;
  legalName?: string;
  dbaName?: string | null;
  /** `Y` or `N`: FMCSA's own verdict on whether it may operate today. */
  allowedToOperate?: string;
  /** `A` active, `I` inactive. */
  statusCode?: string;
  /** `A` active, `I` inactive, `N` none, `P` pending (a grant or a revocation under way). */
  commonAuthorityStatus?: string;
  contractAuthorityStatus?: string;
  brokerAuthorityStatus?: string;
  /** Thousands of dollars of liability insurance on file, and required (a string or a number as FMCSA sends it). */
  bipdInsuranceOnFile?: string | number;
  bipdInsuranceRequired?: string;
  bipdRequiredAmount?: string | number;
  cargoInsuranceOnFile?: string | number;
  bondInsuranceOnFile?: string | number;
  /** When it was put out of service (absent when it is not). */
  oosDate?: string | null;
  /** `S` satisfactory, `C` conditional, `U` unsatisfactory, absent: not rated. */
  safetyRating?: string | null;
  safetyRatingDate?: string | null;
  phyStreet?: string;
  phyCity?: string;
  phyState?: string;
  phyZipcode?: string;
  phyCountry?: string;
  [field: string]: unknown;
}

/** FMCSA cannot be asked now: down, in maintenance, too slow, or refusing our key. */
export class FmcsaUnavailable extends Error {
  override name = 'FmcsaUnavailable';
}

export interface FmcsaClientOptions {
  /** Where QCMobile is: `https://mobile.fmcsa.dot.gov/qc/services` deployed, the stand-in locally. */
  baseUrl: string;
  webKey: string;
  /** Each attempt's limit (ms). */
  timeoutMs?: number;
  /** Attempts of one call before it counts as an outage (with backoff between them). */
  attempts?: number;
  /** Consecutive outages after which calls fail at once for `openMs`, sparing a service that is down. */
  openAfter?: number;
  openMs?: number;
  /** The pause before retry n (ms); tests pass 0. */
  backoffMs?: (attempt: number) => number;
}

/**
 * A QCMobile client with a circuit: after `openAfter` calls in a row found FMCSA unavailable, calls fail at once
 * (FmcsaUnavailable) until `openMs` has passed, then one call tries again.
 */
export class FmcsaClient {
  private failuresInARow = 0;
  private openUntil = 0;

  constructor(private readonly options: FmcsaClientOptions) {}

  /** The carrier of a USDOT number; undefined when FMCSA knows none. */
  async carrier(dotNumber: string): Promise<QcCarrier | undefined> {
    const content = (await this.get(`/carriers/${encodeURIComponent(dotNumber)}`)) as { carrier?: QcCarrier } | null;
    return content?.carrier ?? undefined;
  }

  /** The USDOT numbers an MC docket number (digits, without `MC`) belongs to. */
  async dotNumbersOfDocket(mcNumber: string): Promise<string[]> {
    const content = (await this.get(`/carriers/docket-number/${encodeURIComponent(mcNumber)}`)) as
      | { carrier?: QcCarrier }[]
      | null;
    return (content ?? []).flatMap((entry) => (entry.carrier ? [String(entry.carrier.dotNumber)] : []));
  }

  /** Whether calls fail at once now (the circuit is open). */
  get isOpen(): boolean {
    return Date.now() < this.openUntil;
  }

  private async get(path: string): Promise<unknown> {
    if (this.isOpen) throw new FmcsaUnavailable('FMCSA was unavailable just now; not asked again yet');
    const { attempts = 3, openAfter = 5, openMs = 60_000 } = this.options;
    const outage = {
      attempts,
      retryable: (error: unknown) => error instanceof FmcsaUnavailable,
      // jittered in full, by default the pauses of before (200 ms doubling) on average
      backoff: this.options.backoffMs ?? { baseMs: 400, capMs: SDK_MAX_PAUSE_MS },
      exhausted: (last: unknown) => {
        if (++this.failuresInARow >= openAfter) this.openUntil = Date.now() + openMs;
        return last;
      },
    };
    return retrying(outage, async () => {
      const content = await this.once(path);
      this.failuresInARow = 0;
      return content;
    });
  }

  /** One attempt: the envelope's content, or FmcsaUnavailable for anything that is not an answer. */
  private async once(path: string): Promise<unknown> {
    const url = new URL(`${this.options.baseUrl.replace(/\/$/, '')}${path}`);
    url.searchParams.set('webKey', this.options.webKey);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
      });
    } catch (error) {
      throw new FmcsaUnavailable(`FMCSA did not answer: ${(error as Error).message}`, { cause: error });
    }
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.includes('json')) {
      await response.body?.cancel();
      throw new FmcsaUnavailable(`FMCSA answered ${response.status} ${type.split(';')[0] || 'without a type'}`);
    }
    const body = (await response.json()) as { content?: unknown } | null;
    if (!body || typeof body !== 'object' || !('content' in body))
      throw new FmcsaUnavailable('FMCSA answered without its envelope');
    return body.content;
  }
}

/** Where the deployed stages reach QCMobile unless `-c fmcsaBaseUrl` says otherwise (docs/deploy.md). */
export const FMCSA_BASE_URL = 'https://mobile.fmcsa.dot.gov/qc/services';
/** How long a function keeps the webKey it read from SSM before reading it again (a rotated key is taken within). */
const WEB_KEY_KEPT_MS = 10 * 60_000;

/**
 * How hard each caller tries: a request (the provider's own check) stays well within API Gateway's 29 s with its two
 * calls (docket and carrier); the daily job may wait longer for an answer.
 */
const PATIENCE = {
  request: { attempts: 2, timeoutMs: 4_000 },
  job: { attempts: 3, timeoutMs: 5_000 },
} as const satisfies Record<string, Pick<FmcsaClientOptions, 'attempts' | 'timeoutMs'>>;

const stageClients = new Map<keyof typeof PATIENCE, { client: FmcsaClient; webKey: string; readAt: number }>();
let ssm: SSMClient | undefined;

/**
 * The stage's FMCSA, one client per function instance and caller (its circuit spans requests): FMCSA_BASE_URL, and
 * the webKey from the SSM SecureString FMCSA_WEB_KEY_PARAMETER names (deployed) or FMCSA_WEB_KEY (the local runtime).
 * Undefined when the stage has none, or its key cannot be read: a check is then an outage, never a verdict.
 */
export async function stageFmcsa(caller: keyof typeof PATIENCE, now = Date.now()): Promise<FmcsaClient | undefined> {
  const baseUrl = process.env.FMCSA_BASE_URL;
  if (!baseUrl) return undefined;
  const kept = stageClients.get(caller);
  if (kept && now - kept.readAt < WEB_KEY_KEPT_MS) return kept.client;
  const webKey = process.env.FMCSA_WEB_KEY ?? (await webKeyFromSsm());
  if (!webKey) return undefined;
  // the same key read again keeps the client, and so its circuit
  const client = kept?.webKey === webKey ? kept.client : new FmcsaClient({ baseUrl, webKey, ...PATIENCE[caller] });
  stageClients.set(caller, { client, webKey, readAt: now });
  return client;
}

async function webKeyFromSsm(): Promise<string | undefined> {
  const name = process.env.FMCSA_WEB_KEY_PARAMETER;
  if (!name) return undefined;
  ssm ??= traced(new SSMClient({ region: process.env.AWS_REGION ?? 'us-east-1' }));
  try {
    const { Parameter } = await ssm.send(new GetParameterCommand({ Name: name, WithDecryption: true }));
    return Parameter?.Value || undefined;
  } catch (error) {
    logger.error('the FMCSA webKey could not be read from SSM', { parameter: name, error: (error as Error).name });
    return undefined;
  }
}
