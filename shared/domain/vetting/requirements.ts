import type { SafetyRating } from './rules.ts';
import type { ProviderVetting } from './types.ts';

// What a shipper requires of the providers that bid on its listings (docs/vetting.md, "Shippers choose"): its
// default, copied onto each listing it posts unless the listing names its own. Judged against the provider's vetting
// with FMCSA: what FMCSA does not show (no check yet, FMCSA never answered) does not meet a requirement.

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

/** Each minimum of insurance, the amount on file it is compared with, and its name in a message. */
export const insuranceMinimums = [
  ['minimumCargoInsurance', 'cargoOnFile', 'Cargo'],
  ['minimumLiabilityInsurance', 'liabilityOnFile', 'Liability'],
] as const;

/** The requirements a provider's vetting falls short of (none: it meets them all). */
export function unmetRequirements(
  requirements: ProviderRequirements | undefined,
  vetting: ProviderVetting | undefined,
): UnmetRequirement[] {
  if (!requirements) return [];
  const unmet: UnmetRequirement[] = [];
  const facts = vetting?.facts;
  if (requirements.verified && vetting?.status !== 'Verified')
    unmet.push({
      requirement: 'verified',
      message: `Only providers Verified with FMCSA (this one is ${vetting?.status ?? 'Unverified'}).`,
    });
  for (const [requirement, onFile, kind] of insuranceMinimums) {
    const minimum = requirements[requirement]?.amount;
    const shown = facts?.insurance[onFile] ?? 0;
    if (minimum !== undefined && shown < minimum)
      unmet.push({
        requirement,
        message: `${kind} insurance on file of at least ${dollars(minimum)} (FMCSA shows ${dollars(shown)}).`,
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
