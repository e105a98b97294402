import {
  ACCESS_TOKEN_SECONDS,
  checksummedKeyPattern,
  currentStage,
  hashApiKey,
  hasRetired,
  hasWrongChecksum,
  isWellFormedAccessToken,
  isWellFormedKey,
  newAccessToken,
  newApiKey,
  stageOfKey,
  type Stage,
} from './api-keys.ts';
import { verifyPassword } from '../passwords.ts';
import { keyRecordOf, recordKeyUse, replaceApiKey } from '../../data/api-keys.ts';
import { accessTokenRecord, putAccessToken } from '../../data/access-tokens.ts';
import { accountStandingOf, passwordHashOf, userIdOfEmail } from '../../data/users.ts';
import { ConflictError, ErrorCode, NotFoundError, TooManyAttemptsError, UnauthorizedError } from '../../errors.ts';
import { failedOn, ItemMissing } from '../../data/errors.ts';
import { accountOfEmail, blockSeconds, signInLimits, waitBeforeAttempt, windowOf } from './sign-in-limits.ts';
import { hourItemExpiry, hourOf } from '../../data/clock-hours.ts';
import {
  blockSignIns,
  countSignInAttempt,
  countSignInFailure,
  rememberSignInAddress,
  resetSignIns,
  signInState,
} from '../../data/sign-in-attempts.ts';
import type { Principal } from '../users/types.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security/events.ts';
import { hasExpired } from './restricted-keys.ts';
import { logger } from '../../observability/logger.ts';
import * as clock from '../../clock.ts';

/** A full key as stored: its hash, when it was made, and its last four characters. */
export const fullKey = (key: string) => ({
  keyHash: hashApiKey(key),
  createdOn: clock.now().toISOString(),
  hint: key.slice(-4),
});

/**
 * Makes a key the user had on a table since reset theirs again (the local demo accounts' keys across `npm start --
 * --reset`, infra/local/demo-seed.ts): only a full key of this stage whose checksum holds.
 */
export async function restoreApiKey(userId: number, key: string, stage: Stage = currentStage()): Promise<boolean> {
  const fullOfStage = stageOfKey(key) === stage && checksummedKeyPattern.exec(key)?.[2] === 'sk';
  if (!fullOfStage || hasWrongChecksum(key)) return false;
  await replaceFullKey(userId, fullKey(key));
  return true;
}

/** The user's full key of this stage replaced (`replaceApiKey`), its refusals in the user's words. */
export async function replaceFullKey(...args: Parameters<typeof replaceApiKey>): Promise<void> {
  try {
    await replaceApiKey(...args);
  } catch (error) {
    if (error instanceof ItemMissing) throw new NotFoundError(`User ${args[0]} does not exist.`, 'userId');
    if (failedOn(error))
      throw new ConflictError('The API key was changed by another request at the same time; try again.', 'apiKey');
    throw error;
  }
}

/** Issues a new key for the user on this stage; the previous one stops working. Shown once. */
export async function issueApiKey(userId: number, stage: Stage = currentStage()): Promise<string> {
  const key = newApiKey(stage);
  await replaceFullKey(userId, fullKey(key));
  return key;
}

// Revocation at once (docs/auth.md, "Revocation"). What a bearer token stands for (its user, its
// restriction, a rotation's end, the key an access token came from) is resolved once per instance
// and kept, with the user's credentialsVersion it was resolved at. Every request then reads the
// user's standing (status, limits, blocks, version: one read of the user item): a status or block
// holds at once, and a version that moved (a key replaced, rotated or revoked) makes the instance
// resolve the token again, with a strongly consistent read, before it answers.

/** What a bearer token stands for, as an instance keeps it. */
interface Credential {
  userId: number;
  restrictedKey?: Principal['restrictedKey'];
  /** A full key a rotation retires: refused from then on. */
  retiresOn?: string;
  /** Its hash, for the last use of a retiring key. */
  keyHash: string;
  /** The user's credentialsVersion this was resolved at. */
  version: number;
}

const credentials = new Map<string, Credential>();
/** Bounded: an instance meets few distinct tokens; the oldest resolved goes first past this. */
const MAX_CREDENTIALS = 10_000;
/** A retiring key's last use is written at most this often by one instance. */
const KEY_USE_INTERVAL_MS = 60_000;
const keyUseWritten = new Map<string, number>();

const unknownBearer = () =>
  new UnauthorizedError(
    'The API key or access token is unknown, or has been replaced by a newer one.',
    ErrorCode.UnknownKey,
  );

/** Resolves a well-formed token from the table, strongly consistent: undefined when it is nobody's. */
async function resolveCredential(
  token: string,
  version: number,
  origin: RequestOrigin,
): Promise<Credential | undefined> {
  const keyHash = hashApiKey(token);
  if (isWellFormedKey(token)) {
    const record = await keyRecordOf(keyHash, true);
    if (!record) return undefined;
    const restricted = record.restricted;
    if (restricted && hasExpired(restricted)) {
      // entered in the owner's trail once, at the instant it expired, however often it is tried after
      await recordSecurityEvent(
        'RestrictedKey.Expired',
        origin,
        record.userId,
        { keyId: restricted.keyId },
        { occurredOn: restricted.expiresOn, onceAs: `expired-${restricted.keyId}` },
      );
      throw new UnauthorizedError(
        `This restricted key expired on ${restricted.expiresOn}; create a new one on the key page.`,
        ErrorCode.KeyExpired,
      );
    }
    return {
      userId: record.userId,
      keyHash,
      version,
      ...(restricted ? { restrictedKey: restricted } : {}),
      ...(record.retiresOn ? { retiresOn: record.retiresOn } : {}),
    };
  }
  const record = await accessTokenRecord(keyHash, true);
  if (!record) return undefined;
  if (record.expiresAt * 1000 <= Date.now()) {
    throw new UnauthorizedError(
      'The access token has expired; request a new one from /oauth/token.',
      ErrorCode.UnknownKey,
    );
  }
  // a token made with a key lasts no longer than the key (revoked, replaced, or its rotation ended)
  if (record.viaKeyHash) {
    const key = await keyRecordOf(record.viaKeyHash, true);
    if (!key || hasRetired(key.retiresOn)) {
      throw new UnauthorizedError(
        'The API key this access token was issued for was revoked or replaced; request a new token from /oauth/token.',
        ErrorCode.UnknownKey,
      );
    }
  }
  return { userId: record.userId, keyHash, version };
}

function keep(token: string, credential: Credential): void {
  if (credentials.size >= MAX_CREDENTIALS) credentials.delete(credentials.keys().next().value!);
  credentials.set(token, credential);
}

/**
 * A retiring key was used: when and from where, at most once a minute per instance (docs/auth.md, "Rotating the full
 * key").
 */
async function noteRetiringKeyUse(credential: Credential, origin: RequestOrigin): Promise<void> {
  const now = Date.now();
  if ((keyUseWritten.get(credential.keyHash) ?? 0) > now - KEY_USE_INTERVAL_MS) return;
  keyUseWritten.set(credential.keyHash, now);
  try {
    await recordKeyUse(credential.keyHash, new Date(now).toISOString(), origin.sourceAddress);
  } catch (error) {
    // best effort, as the rate counter: a request is never refused because its key's last use was not written
    keyUseWritten.delete(credential.keyHash);
    logger.warn('key use not written', { error: error instanceof Error ? error.name : String(error) });
  }
}

/** spec 5.2, 5.7: an API key or an OAuth access token; a missing or wrong one is a 401 saying which. */
export async function principalOfBearer(token: string, origin: RequestOrigin): Promise<Principal> {
  const stage = currentStage();
  const tokenStage = stageOfKey(token);
  if (tokenStage && tokenStage !== stage) {
    throw new UnauthorizedError(
      `This is a ${tokenStage} key; the ${stage} environment accepts only ${stage} keys. Sandbox and production keys ` +
        `are separate (spec 5.2).`,
      ErrorCode.WrongStage,
    );
  }
  if (hasWrongChecksum(token)) {
    throw new UnauthorizedError(
      "The API key's checksum does not match: it was mistyped or cut short. Copy it again from where you kept it.",
      ErrorCode.UnknownKey,
    );
  }
  if (!isWellFormedKey(token) && !isWellFormedAccessToken(token)) {
    throw new UnauthorizedError(
      'The bearer token is not an API key or access token of this service.',
      ErrorCode.UnknownKey,
    );
  }
  let credential = credentials.get(token);
  // a token this instance has not met: the standing first, then the token, so that the version kept is never newer than
  // what was resolved
  const userId = credential?.userId ?? (await userIdOfBearer(token));
  if (userId === undefined) throw unknownBearer();
  const standing = await accountStandingOf(userId);
  if (!standing || standing.status === 'Closed') {
    credentials.delete(token);
    // a closed account's keys and tokens are refused at once, whatever is left of them (docs/privacy.md)
    throw unknownBearer();
  }
  if (!credential || credential.version !== standing.credentialsVersion) {
    credentials.delete(token);
    credential = await resolveCredential(token, standing.credentialsVersion, origin);
    if (!credential || credential.userId !== standing.userId) throw unknownBearer();
    keep(token, credential);
  }
  if (credential.restrictedKey && hasExpired(credential.restrictedKey)) {
    credentials.delete(token);
    return principalOfBearer(token, origin); // resolved again: refused as expired, and entered in the trail
  }
  // a member acts for its company (docs/teams.md): the company's id, type and standing, its own role
  const company = standing.companyId === undefined ? standing : await accountStandingOf(standing.companyId);
  if (!company || company.status === 'Closed') {
    credentials.delete(token);
    throw unknownBearer(); // a closed company's members are refused with it
  }
  if (credential.retiresOn) {
    if (hasRetired(credential.retiresOn)) {
      await recordSecurityEvent(
        'ApiKey.Expired',
        origin,
        credential.userId,
        { stage, rotated: true },
        { occurredOn: credential.retiresOn, onceAs: keyExpiryEventId(credential.keyHash) },
      );
      throw new UnauthorizedError(
        `This key was replaced by a rotation and expired on ${credential.retiresOn}; use the new key.`,
        ErrorCode.KeyExpired,
      );
    }
    await noteRetiringKeyUse(credential, origin);
  }
  return {
    userId: company.userId,
    userType: company.userType,
    status: company.status === 'Active' ? standing.status : company.status,
    stage,
    ...(company.rateLimit ? { rateLimit: company.rateLimit } : {}),
    ...(credential.restrictedKey ? { restrictedKey: credential.restrictedKey } : {}),
    ...(company.blockedBy?.size ? { blockedBy: [...company.blockedBy] } : {}),
    ...(standing.companyId !== undefined ? { member: { memberId: standing.userId, role: standing.role! } } : {}),
  };
}

/**
 * The user a token names. Eventually consistent (it is resolved again, consistently, once the
 * standing is read), then consistent when that finds nothing: a key made a moment ago is found.
 */
async function userIdOfBearer(token: string): Promise<number | undefined> {
  const keyHash = hashApiKey(token);
  const read = (consistent: boolean) =>
    isWellFormedKey(token) ? keyRecordOf(keyHash, consistent) : accessTokenRecord(keyHash, consistent);
  return ((await read(false)) ?? (await read(true)))?.userId;
}

/** A rotated key's expiry is entered in the trail once, by whichever comes first: its use, or the expiry job. */
export const keyExpiryEventId = (keyHash: string) => `key-expired-${keyHash.slice(0, 16)}`;

const wrongCredentials = () => new UnauthorizedError('The emailAddress or password is wrong.', ErrorCode.UnknownKey);

/**
 * A sign-in: the email and password as typed, and the request's origin (the address is API Gateway's sourceIp, never a
 * header).
 */
export interface Credentials extends RequestOrigin {
  emailAddress: string;
  password: string;
}

const throttled = (seconds: number) =>
  new TooManyAttemptsError(
    `Too many sign-in attempts for this account from this address; the password was not checked. Retry after ` +
      `${seconds} s.`,
    'password',
    seconds,
  );

/**
 * The user an email + password belong to; the same 401 whichever of the two is wrong. Counted
 * against the account's and the address's budgets before the password is checked (docs/auth.md,
 * "Password guessing"); unknown emails are counted alike, so the answers tell nothing.
 */
export async function userIdOfCredentials(credentials: Credentials): Promise<number> {
  const { emailAddress, password, sourceAddress } = credentials;
  const limits = signInLimits();
  const now = Math.floor(Date.now() / 1000);
  const account = accountOfEmail(emailAddress);
  const state = await signInState(account, sourceAddress, hourOf(now), now);
  const wait = waitBeforeAttempt(state, now, limits);
  if (wait !== undefined) {
    // logged and counted (the stage's alarm watches the count), not looked up: the block's start was entered in the
    // trail
    await recordSecurityEvent('SignIn.Throttled', credentials, undefined, { retryAfterSeconds: wait });
    throw throttled(wait);
  }
  const window = windowOf(now, limits);
  const attempts = await countSignInAttempt(account, sourceAddress, window, (window + 1) * limits.windowSeconds + 3600);
  if (attempts > limits.attemptsPerWindow) {
    const seconds = blockSeconds(state.strikes, limits);
    // the owner's trail learns of the block beside the block's own write, known email or not alike in time
    await Promise.all([
      blockSignIns(
        account,
        sourceAddress,
        now + seconds,
        state.strikes + 1,
        now + seconds + limits.strikeMemorySeconds,
      ),
      userIdOfEmail(emailAddress).then((userId) =>
        recordSecurityEvent('SignIn.Throttled', credentials, userId, { blockedSeconds: seconds }),
      ),
    ]);
    throw throttled(seconds);
  }
  const userId = await userIdOfEmail(emailAddress);
  const stored = userId === undefined ? undefined : await passwordHashOf(userId);
  const valid = await verifyPassword(password, stored); // runs even for an unknown email: no timing oracle
  if (!valid || userId === undefined) {
    await Promise.all([
      countSignInFailure(sourceAddress, hourOf(now), hourItemExpiry(hourOf(now))),
      recordSecurityEvent('SignIn.Failed', credentials, userId),
    ]);
    throw wrongCredentials();
  }
  const [, firstFromAddress] = await Promise.all([
    resetSignIns(account, sourceAddress, window, state.strikes > 0),
    rememberSignInAddress(userId, sourceAddress, now),
  ]);
  if (firstFromAddress) await recordSecurityEvent('SignIn.NewAddress', credentials, userId);
  return userId;
}

/** The self-service key: sign in with email + password, get a new key for this stage, once. */
export async function apiKeyForCredentials(credentials: Credentials): Promise<{ userId: number; apiKey: string }> {
  const userId = await userIdOfCredentials(credentials);
  const apiKey = await issueApiKey(userId);
  await recordSecurityEvent('ApiKey.Created', credentials, userId, { stage: currentStage() });
  return { userId, apiKey };
}

/** The key page's revoke: sign in with email + password; the user's key of this stage stops working. */
export async function revokeApiKeyWithCredentials(credentials: Credentials): Promise<void> {
  const userId = await userIdOfCredentials(credentials);
  await replaceFullKey(userId); // no next key: removed
  await recordSecurityEvent('ApiKey.Revoked', credentials, userId, { stage: currentStage() });
}

/** An OAuth client: the user, and the key it authenticated with (a token it gets cannot outlive that key). */
export interface OAuthClient {
  userId: number;
  keyHash: string;
  retiresOn?: string;
}

/**
 * OAuth client authentication: client_id is the user id, client_secret that user's full API key
 * (a restricted key is no client secret: its token would have every scope; a key whose rotation
 * ended is none either).
 */
export async function clientOf(clientId: string, clientSecret: string): Promise<OAuthClient | undefined> {
  if (!/^\d{1,16}$/.test(clientId) || !isWellFormedKey(clientSecret) || stageOfKey(clientSecret) !== currentStage())
    return undefined;
  const keyHash = hashApiKey(clientSecret);
  const record = await keyRecordOf(keyHash, true);
  if (!record || record.restricted || record.userId !== Number(clientId)) return undefined;
  if (hasRetired(record.retiresOn)) return undefined;
  return { userId: record.userId, keyHash, ...(record.retiresOn ? { retiresOn: record.retiresOn } : {}) };
}

/** An access token for the user; made with a client's key, it expires no later than that key's rotation ends. */
export async function issueAccessToken(
  userId: number,
  client?: OAuthClient,
): Promise<{ accessToken: string; expiresIn: number }> {
  const accessToken = newAccessToken(currentStage());
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = Math.min(
    now + ACCESS_TOKEN_SECONDS,
    client?.retiresOn ? Math.floor(Date.parse(client.retiresOn) / 1000) : Infinity,
  );
  await putAccessToken(hashApiKey(accessToken), {
    userId,
    expiresAt,
    ...(client ? { viaKeyHash: client.keyHash } : {}),
  });
  return { accessToken, expiresIn: expiresAt - now };
}
