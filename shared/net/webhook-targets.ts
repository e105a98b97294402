import { lookup } from 'node:dns';
import { lookup as lookupAll } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isAddressLiteral, loopbackAllowed, mayConnectTo, refusal, unbracketed } from './targets.ts';

// The network side of webhook targets (docs/webhooks.md): what a host name resolves to at
// registration, and a POST that connects only to an address the rules allow, checked on the
// address actually connected to (a name may resolve elsewhere after registration).

export class TargetRefused extends Error {}

/** The addresses a host resolves to now; none when it does not resolve (yet). */
export async function addressesOf(host: string): Promise<string[]> {
  if (isAddressLiteral(host)) return [unbracketed(host)];
  try {
    return (await lookupAll(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return [];
  }
}

/** dns.lookup, keeping only the addresses a delivery may connect to; none is a TargetRefused. */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true, verbatim: true }, (error, found) => {
    if (error) return callback(error, '', 0);
    const allowed = found.filter((a) => mayConnectTo(a.address, loopbackAllowed()));
    if (allowed.length === 0)
      return callback(
        new TargetRefused(
          refusal(
            hostname,
            found.map((a) => a.address),
          ),
        ),
        '',
        0,
      );
    // with `all`, the caller (a socket connecting) takes the list of addresses
    if (options.all) return callback(null, allowed);
    callback(null, allowed[0]!.address, allowed[0]!.family);
  });
};

/** How much of a receiver's answer is kept. */
export const RESPONSE_KEPT_BYTES = 1024;

/**
 * POSTs a body to a target, no redirects followed; the status and the answer's first KB, or a TargetRefused / network
 * error.
 */
export function postTo(
  url: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<{ status: number; bodyStart: string }> {
  const target = new URL(url);
  if (isAddressLiteral(target.hostname) && !mayConnectTo(target.hostname, loopbackAllowed())) {
    return Promise.reject(new TargetRefused(refusal(target.hostname, [])));
  }
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup,
        timeout: timeoutMs,
      },
      (response: IncomingMessage) => {
        // the receiver's first KB is kept (a test delivery shows it to the integrator); the rest is drained
        const kept: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < RESPONSE_KEPT_BYTES) kept.push(chunk.subarray(0, RESPONSE_KEPT_BYTES - size));
          size += chunk.length;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, bodyStart: Buffer.concat(kept).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}
