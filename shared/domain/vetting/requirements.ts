import type { SafetyRating } from './rules.ts';
import type { VettingRecord } from './types.ts';
import { certifiedInsurance } from './certificates.ts';
import * as clock from '../../clock.ts';

// What a shipper requires of the providers that bid on its listings (docs/vetting.md, "Shippers choose"): its
// default, copied onto each listing it posts unless the listing names its own. Judged against the provider's vetting
// with FMCSA: what FMCSA does not show (no check yet, FMCSA never answered) does not meet a requirement. Insurance is
// the more of what FMCSA has on file and what a certificate in force certifies (docs/vetting.md, "Certificates").

export interface ProviderRequirements {
  /** Only providers whose vetting is Verified. */
  verified?: boolean;
  /** Cargo insurance on file, in US dollars (FMCSA files in dollars), at least this. */
  minimumCargoInsurance?: { amount: number; currencyType: 'USD' };
  /** Liability (BIPD) insurance on file, at least this. */
  minimumLiabilityInsurance?: { amount: number; currencyType: 'USD' };
  /** The worst safety rating taken: Satisfactory, then NotRated, Conditional, Unsatisfactory. */
  maximumSafetyRating?: SafetyRating;
}
export type Requirement = keyof ProviderRequirements;

/** Best first: a rating is within `maximumSafetyRating` when it comes no later in this order. */
export const safetyRatingOrder: readonly SafetyRating[] = ['Satisfactory', 'NotRated', 'Conditional', 'Unsatisfactory'];

export interface UnmetRequirement {
  requirement: Requirement;
  message: string;
}

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** Each minimum of insurance, the amount on file and the certified one it is compared with, its name in a message. */
export const insuranceMinimums = [
  ['minimumCargoInsurance', 'cargoOnFile', 'cargo', 'Cargo'],
  ['minimumLiabilityInsurance', 'liabilityOnFile', 'liability', 'Liability'],
] as const;

/** The requirements a provider's vetting and certificates in force on `now` fall short of (none: meets them all). */
export function unmetRequirements(
  requirements: ProviderRequirements | undefined,
  { vetting, covers }: VettingRecord,
  now = clock.now(),
): UnmetRequirement[] {
  if (!requirements) return [];
  const unmet: UnmetRequirement[] = [];
  const facts = vetting?.facts;
  if (requirements.verified && vetting?.status !== 'Verified')
    unmet.push({
      requirement: 'verified',
      message: `Only providers Verified with FMCSA (this one is ${vetting?.status ?? 'Unverified'}).`,
    });
  const certified = certifiedInsurance(covers, now);
  for (const [requirement, onFile, kind, name] of insuranceMinimums) {
    const minimum = requirements[requirement]?.amount;
    const shown = facts?.insurance[onFile] ?? 0;
    if (minimum !== undefined && Math.max(shown, certified[kind]) < minimum)
      unmet.push({
        requirement,
        message:
          `${name} insurance of at least ${dollars(minimum)} (FMCSA shows ${dollars(shown)} on file, certificates ` +
          `in force ${dollars(certified[kind])}).`,
      });
  }
  const worst = requirements.maximumSafetyRating;
  if (worst && (!facts || safetyRatingOrder.indexOf(facts.safetyRating) > safetyRatingOrder.indexOf(worst)))
    unmet.push({
      requirement: 'maximumSafetyRating',
      message: `A safety rating of ${worst} or better (FMCSA shows ${facts?.safetyRating ?? 'no record'}).`,
    });
  return unmet;
}

/** Whether any requirement is set (an empty object is none). */
export const hasRequirements = (requirements: ProviderRequirements | undefined): requirements is ProviderRequirements =>
  Boolean(requirements && Object.values(requirements).some((value) => value !== undefined && value !== false));
