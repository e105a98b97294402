import { createHash } from 'node:crypto';
import { hourOf, nextHourStart } from '../../data/clock-hours.ts';

// Password guessing (OWASP API2:2023, docs/auth.md "Password guessing"). Every sign-in with a
// password (POST /v2/apikeys, POST /v2/apikeys/revocation, the OAuth password grant, the key page)
// counts against two budgets before its password is checked:
// - the account and source address: at most `attemptsPerWindow` attempts a window, the one that
//   goes over blocks the pair for a backoff that doubles with each block (strikes), up to a cap;
//   a successful sign-in resets the pair;
// - the source address, across accounts (credential stuffing): `failuresPerAddressPerHour` wrong
//   passwords an hour, then every sign-in from it waits for the next hour.
// The account is named by a hash of the email as typed, whether or not it exists, so the counters
// answer the same for unknown emails and cannot tell which exist. Pure: the counting is the caller's.

export interface SignInLimits {
  /** Attempts (not yet reset by a success) an account takes from one address in a window. */
  attemptsPerWindow: number;
  windowSeconds: number;
  /** The first block; each block of the same pair within `strikeMemorySeconds` doubles it. */
  firstBlockSeconds: number;
  maxBlockSeconds: number;
  /** How long a pair's blocks are remembered for the backoff. */
  strikeMemorySeconds: number;
  /** Wrong passwords an address may send in an hour, across accounts. */
  failuresPerAddressPerHour: number;
}

export const defaultSignInLimits: SignInLimits = {
  attemptsPerWindow: 10,
  windowSeconds: 15 * 60,
  firstBlockSeconds: 5 * 60,
  maxBlockSeconds: 60 * 60,
  strikeMemorySeconds: 24 * 3600,
  failuresPerAddressPerHour: 100,
};

/**
 * The stage's limits; the stack may set the address budget and the first block
 * (`-c signInFailuresPerAddressPerHour=N -c signInFirstBlockSeconds=S`, docs/auth.md).
 */
export function signInLimits(): SignInLimits {
  const positive = (value: string | undefined, fallback: number) => (Number(value) > 0 ? Number(value) : fallback);
  return {
    ...defaultSignInLimits,
    failuresPerAddressPerHour: positive(
      process.env.SIGN_IN_FAILURES_PER_ADDRESS_HOUR,
      defaultSignInLimits.failuresPerAddressPerHour,
    ),
    firstBlockSeconds: positive(process.env.SIGN_IN_FIRST_BLOCK_SECONDS, defaultSignInLimits.firstBlockSeconds),
  };
}

/** The account as the counters know it: the email as typed, normalised and hashed (never stored in clear). */
export const accountOfEmail = (emailAddress: string) =>
  createHash('sha256').update(emailAddress.trim().toLowerCase()).digest('base64url').slice(0, 22);

/** How long the pair's next block lasts, after `strikes` earlier blocks. */
export const blockSeconds = (strikes: number, limits: SignInLimits) =>
  Math.min(limits.maxBlockSeconds, limits.firstBlockSeconds * 2 ** Math.min(strikes, 20));

export const windowOf = (nowSeconds: number, limits: SignInLimits) => Math.floor(nowSeconds / limits.windowSeconds);

/** What the counters say before any attempt is counted. */
export interface SignInState {
  /** Epoch seconds the pair is blocked until, if it is. */
  blockedUntil?: number;
  strikes: number;
  /** Wrong passwords from the address this hour. */
  addressFailures: number;
}

/** Seconds to wait before trying again, or undefined when the attempt may go on to be counted. */
export function waitBeforeAttempt(state: SignInState, nowSeconds: number, limits: SignInLimits): number | undefined {
  const waits: number[] = [];
  if (state.blockedUntil !== undefined && state.blockedUntil > nowSeconds) waits.push(state.blockedUntil - nowSeconds);
  if (state.addressFailures >= limits.failuresPerAddressPerHour)
    waits.push(nextHourStart(hourOf(nowSeconds)) - nowSeconds);
  return waits.length ? Math.max(1, Math.ceil(Math.max(...waits))) : undefined;
}
