import { dropDueVetting, dueVettings, findVetting, saveVetting, VettingMoved } from '../../data/vetting.ts';
import { findUser } from '../../data/users.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { failedOn, ItemMissing } from '../../data/errors.ts';
import { FmcsaUnavailable, stageFmcsa, type FmcsaClient, type QcCarrier } from '../../net/fmcsa.ts';
import type { VettingInput } from '../../schemas/vetting.ts';
import { logger } from '../../observability/logger.ts';
import type { Principal } from '../users/types.ts';
import { dotNumberTaken, numbersGiven, type ProviderNumbers as Numbers } from '../users/service.ts';
import {
  CHECK_EVERY_MS,
  providerKindOf,
  RETRY_AFTER_OUTAGE_MS,
  vettingOf,
  type ProviderKind,
  type VettingReason,
} from './rules.ts';
import type { ProviderVetting, VettingRecord } from './types.ts';
import { registrationChangedOn } from './changes.ts';
import { refuseNonProvider } from './service.ts';
import { findVettingAndCover } from '../../data/certificates.ts';
import * as clock from '../../clock.ts';

// Checking a provider's numbers with FMCSA (docs/vetting.md): the USDOT number (or the one its MC docket names) is
// claimed for the provider, its record read, and the verdict kept with when the next check is due. FMCSA away never
// flips a status: a provider checked before keeps its verdict (and `checkedOn`), one never checked is Pending until
// FMCSA answers. Only the functions that ask FMCSA import this (UpdateVetting, ProviderVetter): the others' bundles
// carry no QCMobile or SSM client.

type Lookup = { carrier?: QcCarrier; dotNumber?: string; reasons: VettingReason[] } | 'unavailable';

/** The record to judge: by the USDOT number, else by the one the MC docket names; whether the two agree. */
async function lookup(fmcsa: FmcsaClient | undefined, numbers: Numbers): Promise<Lookup> {
  if (!fmcsa) return 'unavailable';
  try {
    const docketDots = numbers.mcNumber ? await fmcsa.dotNumbersOfDocket(numbers.mcNumber) : undefined;
    const dotNumber = numbers.dotNumber ?? docketDots?.[0];
    const reasons: VettingReason[] = [];
    if (docketDots && docketDots.length === 0)
      reasons.push({
        code: 'DocketNumberUnknown',
        field: 'mcNumber',
        message: `FMCSA has no MC ${numbers.mcNumber}.`,
      });
    else if (docketDots && numbers.dotNumber && !docketDots.includes(numbers.dotNumber))
      reasons.push({
        code: 'DocketNumberMismatch',
        field: 'mcNumber',
        message: `MC ${numbers.mcNumber} belongs to USDOT ${docketDots.join(', ')}, not ${numbers.dotNumber}.`,
      });
    return { carrier: dotNumber ? await fmcsa.carrier(dotNumber) : undefined, dotNumber, reasons };
  } catch (error) {
    if (error instanceof FmcsaUnavailable) return 'unavailable';
    throw error;
  }
}

const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

/** The vetting FMCSA's answer (or its absence) makes of the numbers, and when the next check is due. */
async function judged(
  provider: { userId: number; kind: ProviderKind },
  numbers: Numbers,
  previous: ProviderVetting | undefined,
  fmcsa: FmcsaClient | undefined,
  now: Date,
): Promise<ProviderVetting> {
  const base = { userId: provider.userId, attemptedOn: now.toISOString(), ...numbers };
  if (!numbers.dotNumber && !numbers.mcNumber) return { ...base, status: 'Unverified', reasons: [] };
  const found = await lookup(fmcsa, numbers);
  if (found === 'unavailable') {
    const dueOn = later(now, RETRY_AFTER_OUTAGE_MS);
    const same = previous?.dotNumber === numbers.dotNumber && previous?.mcNumber === numbers.mcNumber;
    return same && previous?.checkedOn
      ? { ...previous, attemptedOn: base.attemptedOn, dueOn }
      : { ...base, status: 'Pending', dueOn, reasons: [] };
  }
  const verdict = vettingOf(found.carrier, found.dotNumber ?? numbers.mcNumber!, provider.kind);
  const reasons = [...found.reasons, ...verdict.reasons];
  const vetting: ProviderVetting = {
    ...base,
    ...(found.dotNumber ? { dotNumber: found.dotNumber } : {}),
    status: reasons.length ? 'Failed' : 'Verified',
    checkedOn: base.attemptedOn,
    dueOn: later(now, CHECK_EVERY_MS),
    ...(verdict.facts ? { facts: verdict.facts } : {}),
    reasons,
  };
  const registration = registrationChangedOn(previous, vetting);
  return registration ? { ...vetting, registrationChangedOn: registration } : vetting;
}

/**
 * Checks a provider's numbers (digits) now and keeps the verdict; 409 naming `dotNumber` when another account holds
 * the number.
 */
export async function vetProvider(
  provider: { userId: number; kind: ProviderKind },
  numbers: Numbers,
  fmcsa: FmcsaClient | undefined,
  now = clock.now(),
): Promise<VettingRecord & { vetting: ProviderVetting }> {
  // the cover too (one Query): the answer shows the certificates beside the verdict
  const { vetting: previous, cover } = await findVettingAndCover(provider.userId);
  const vetting = await judged(provider, numbers, previous, fmcsa, now);
  try {
    await saveVetting(vetting, previous);
  } catch (error) {
    if (error instanceof VettingMoved)
      throw new ConflictError(
        'The vetting changed while it was checked (a check at the same time); try again.',
        'dotNumber',
      );
    if (failedOn(error, 'dotClaim')) throw dotNumberTaken(vetting.dotNumber, 'dotNumber');
    if (error instanceof ItemMissing) throw new NotFoundError(`User ${provider.userId} does not exist.`, 'userId');
    throw error;
  }
  return { vetting, covers: cover.certificates };
}

/** PUT /v2/users/me/vetting: the caller's numbers kept, and checked with FMCSA now (the one check on a request). */
export async function checkCallersNumbers(principal: Principal, input: VettingInput): Promise<VettingRecord> {
  refuseNonProvider(principal);
  const numbers = numbersGiven(input);
  try {
    return await vetProvider(
      { userId: principal.userId, kind: providerKindOf(principal.userType) },
      numbers,
      await stageFmcsa('request'),
    );
  } catch (error) {
    // given an MC number alone, its docket named a USDOT number another account holds: the MC number is the one to fix
    if (error instanceof ConflictError && !numbers.dotNumber) throw new ConflictError(error.message, 'mcNumber');
    throw error;
  }
}

/**
 * One run of the daily check (docs/vetting.md, "Watched every day"): the providers due by now, earliest first, at
 * most `limit` (the pace a minute), one after another (never two FMCSA calls at once), none started after `budgetMs`.
 * Each check is its own transaction and moves its provider's due entry, so a run stopped half way leaves the rest due
 * for the next; a check run twice is one verdict written twice.
 */
export async function checkDueProviders(
  options: { limit: number; budgetMs: number; fmcsa?: FmcsaClient },
  now = () => clock.now(),
): Promise<{ checked: number; failed: number; unavailable: number; errors: number }> {
  const tally = { checked: 0, failed: 0, unavailable: 0, errors: 0 };
  const started = Date.now();
  const due = await dueVettings(now().toISOString(), options.limit);
  // FMCSA's key is read only for a run with something to check
  const fmcsa = due.length ? (options.fmcsa ?? (await stageFmcsa('job'))) : undefined;
  for (const entry of due) {
    if (Date.now() - started > options.budgetMs) break;
    const outcome = await checkDue(entry, fmcsa, now()).catch((error: unknown) => {
      // one provider's fault never stops the run; its entry stays due, for the next
      logger.error('a provider could not be checked', { userId: entry.userId, error: (error as Error).name });
      return 'error' as const;
    });
    if (outcome === 'stale') continue;
    if (outcome === 'error') {
      tally.errors++;
      continue;
    }
    tally.checked++;
    if (outcome === 'Failed') tally.failed++;
    if (outcome === 'unavailable') tally.unavailable++;
  }
  return tally;
}

/** One provider's due check: its verdict, or why there was none. */
async function checkDue(
  due: { userId: number; dueOn: string },
  fmcsa: FmcsaClient | undefined,
  now: Date,
): Promise<'stale' | 'unavailable' | ProviderVetting['status']> {
  const [vetting, user] = await Promise.all([findVetting(due.userId), findUser(due.userId)]);
  if (!vetting || vetting.dueOn !== due.dueOn || !user || user.status === 'Closed') {
    // its account closed, or a later check moved it: the entry is stale
    await dropDueVetting(due.dueOn, due.userId);
    return 'stale';
  }
  const provider = { userId: due.userId, kind: providerKindOf(user.userType) };
  const next = await judged(provider, numbersGiven(vetting), vetting, fmcsa, now);
  try {
    await saveVetting(next, vetting);
  } catch (error) {
    // a check at the same time, or the account's closure, wrote it since: nothing left for this one
    if (error instanceof VettingMoved) return 'stale';
    if (!failedOn(error, 'dotClaim')) throw error;
    // its MC docket names a USDOT number another account holds: failed on it, nothing claimed
    await saveVetting(claimedElsewhere(next), vetting);
    return 'Failed';
  }
  return next.checkedOn === now.toISOString() ? next.status : 'unavailable';
}

/** A verdict on a USDOT number another account holds: Failed for it, the number and its record not kept. */
function claimedElsewhere({ dotNumber, facts: _facts, ...vetting }: ProviderVetting): ProviderVetting {
  return {
    ...vetting,
    status: 'Failed',
    reasons: [
      {
        code: 'DotNumberClaimed',
        field: vetting.mcNumber ? 'mcNumber' : 'dotNumber',
        message: `USDOT ${dotNumber} belongs to another account.`,
      },
    ],
  };
}
