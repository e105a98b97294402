import { findVetting, saveVetting } from '../../data/vetting.ts';
import { ValidationError } from '../../errors.ts';
import { FmcsaUnavailable, type FmcsaClient, type QcCarrier } from '../../net/fmcsa.ts';
import { vettingOf, type ProviderKind, type VettingReason } from './rules.ts';
import type { ProviderVetting } from './types.ts';

// Checking a provider's numbers with FMCSA (docs/vetting.md): the USDOT number (or the one its MC
// docket names) is claimed for the provider, its record read, and the verdict kept. FMCSA away never
// flips a status: a provider checked before keeps its verdict (and `checkedOn`), one never checked
// is Pending until FMCSA answers.

/** USDOT and MC numbers as typed (`USDOT 1000001`, `MC-700001`, spaces), to their digits; a field error otherwise. */
export function normalizedNumbers(numbers: { dotNumber?: string | null; mcNumber?: string | null }) {
  const digits = (field: 'dotNumber' | 'mcNumber', value: string | null | undefined, prefix: RegExp) => {
    const text = value?.trim().replace(prefix, '').replace(/[\s-]/g, '');
    if (!text) return undefined;
    if (!/^\d{1,8}$/.test(text)) throw ValidationError.field(field, `${field} must be a number of 1 to 8 digits.`);
    return String(Number(text));
  };
  const dotNumber = digits('dotNumber', numbers.dotNumber, /^(US\s*)?DOT\s*#?/i);
  const mcNumber = digits('mcNumber', numbers.mcNumber, /^MC\s*#?/i);
  // only the numbers given: the item keeps no empty attribute
  return { ...(dotNumber ? { dotNumber } : {}), ...(mcNumber ? { mcNumber } : {}) };
}

type Lookup = { carrier?: QcCarrier; dotNumber?: string; reasons: VettingReason[] } | 'unavailable';

/** The record to judge: by the USDOT number, else by the one the MC docket names; whether the two agree. */
async function lookup(fmcsa: FmcsaClient, numbers: { dotNumber?: string; mcNumber?: string }): Promise<Lookup> {
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

/** Checks a provider's numbers now and keeps the verdict; 409 naming `dotNumber` when another account holds it. */
export async function vetProvider(
  provider: { userId: number; kind: ProviderKind },
  given: { dotNumber?: string | null; mcNumber?: string | null },
  fmcsa: FmcsaClient,
  now = new Date(),
): Promise<ProviderVetting> {
  const numbers = normalizedNumbers(given);
  const previous = await findVetting(provider.userId);
  const base = { userId: provider.userId, attemptedOn: now.toISOString(), ...numbers };
  let vetting: ProviderVetting;
  if (!numbers.dotNumber && !numbers.mcNumber) vetting = { ...base, status: 'Unverified', reasons: [] };
  else {
    const found = await lookup(fmcsa, numbers);
    if (found === 'unavailable') {
      const same = previous?.dotNumber === numbers.dotNumber && previous?.mcNumber === numbers.mcNumber;
      vetting =
        same && previous?.checkedOn
          ? { ...previous, attemptedOn: base.attemptedOn }
          : { ...base, status: 'Pending', reasons: [] };
    } else {
      const verdict = vettingOf(found.carrier, found.dotNumber ?? numbers.mcNumber!, provider.kind);
      const reasons = [...found.reasons, ...verdict.reasons];
      vetting = {
        ...base,
        ...(found.dotNumber ? { dotNumber: found.dotNumber } : {}),
        status: reasons.length ? 'Failed' : 'Verified',
        checkedOn: base.attemptedOn,
        ...(verdict.facts ? { facts: verdict.facts } : {}),
        reasons,
      };
    }
  }
  await saveVetting(vetting, previous?.dotNumber);
  return vetting;
}
