import type { QcCarrier } from '../../net/fmcsa.ts';
import type { UserType } from '../users/types.ts';

// The vetting of a provider (docs/vetting.md): what FMCSA's record of its USDOT number says, and
// whether that is enough to haul (a carrier) or to arrange hauls (a broker). Pure: the record comes
// from QCMobile (shared/net/fmcsa.ts), the verdict is the same for the same record.

export const vettingStatuses = ['Verified', 'Failed', 'Pending', 'Unverified'] as const;
export type VettingStatus = (typeof vettingStatuses)[number];
export const authorityStatuses = ['Active', 'Inactive', 'Pending', 'None'] as const;
export type AuthorityStatus = (typeof authorityStatuses)[number];
export const safetyRatings = ['Satisfactory', 'Conditional', 'Unsatisfactory', 'NotRated'] as const;
export type SafetyRating = (typeof safetyRatings)[number];
/** What the provider does: a carrier hauls (common or contract authority), a broker arranges (broker authority). */
export type ProviderKind = 'Carrier' | 'Broker';

export const providerKindOf = (userType: UserType): ProviderKind => (userType === 'Broker' ? 'Broker' : 'Carrier');

/** A provider with a number is checked again this long after FMCSA last answered (docs/vetting.md). */
export const CHECK_EVERY_MS = 24 * 3_600_000;
/** FMCSA away: the check is tried again this much later, the last verdict kept meanwhile. */
export const RETRY_AFTER_OUTAGE_MS = 15 * 60_000;

/**
 * How many checks the daily job starts a minute (VETTING_CHECKS_PER_MINUTE, `-c vettingChecksPerMinute`): 100 covers
 * 144,000 providers a day, at most two FMCSA calls each (docs/vetting.md, docs/performance.md).
 */
export function checksPerMinute(configured: string | undefined): number {
  const n = Number(configured);
  return Number.isInteger(n) && n > 0 ? n : 100;
}

export const vettingReasonCodes = [
  'DotNumberUnknown',
  'DotNumberClaimed',
  'DocketNumberUnknown',
  'DocketNumberMismatch',
  'DotNumberInactive',
  'NotAllowedToOperate',
  'OutOfService',
  'NoOperatingAuthority',
  'NoBrokerAuthority',
  'NoBondOnFile',
  'InsuranceBelowRequired',
  'UnsatisfactoryRating',
] as const;

/** Why a provider is short of Verified: a code a client can act on, and the field it concerns. */
export interface VettingReason {
  code: (typeof vettingReasonCodes)[number];
  field: 'dotNumber' | 'mcNumber';
  message: string;
}

/** What the verdict rests on, as FMCSA has it; amounts in US dollars. */
export interface VettingFacts {
  dotNumber: string;
  legalName?: string;
  dbaName?: string;
  allowedToOperate: boolean;
  outOfService: boolean;
  outOfServiceSince?: string;
  authority: { common: AuthorityStatus; contract: AuthorityStatus; broker: AuthorityStatus };
  insurance: { liabilityOnFile: number; liabilityRequired: number; cargoOnFile: number; bondOnFile: number };
  safetyRating: SafetyRating;
  address?: { street?: string; city?: string; stateProvince?: string; postalCode?: string; country?: string };
}

export interface Vetting {
  status: VettingStatus;
  facts?: VettingFacts;
  reasons: VettingReason[];
}

const authorityOf = (code: string | undefined): AuthorityStatus =>
  code === 'A' ? 'Active' : code === 'I' ? 'Inactive' : code === 'P' ? 'Pending' : 'None';
const ratingOf = (code: string | null | undefined): SafetyRating =>
  code === 'S' ? 'Satisfactory' : code === 'C' ? 'Conditional' : code === 'U' ? 'Unsatisfactory' : 'NotRated';
/** FMCSA files insurance in thousands of dollars, as text or a number. */
const dollars = (thousands: string | number | undefined) => {
  const n = Number(thousands ?? 0);
  return Number.isFinite(n) ? Math.round(n * 1000) : 0;
};
const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);

/** The facts of an FMCSA carrier record, in the marketplace's words. */
export function factsOf(carrier: QcCarrier): VettingFacts {
  const address = {
    street: text(carrier.phyStreet),
    city: text(carrier.phyCity),
    stateProvince: text(carrier.phyState),
    postalCode: text(carrier.phyZipcode),
    country: text(carrier.phyCountry),
  };
  return {
    dotNumber: String(carrier.dotNumber),
    ...(text(carrier.legalName) ? { legalName: text(carrier.legalName) } : {}),
    ...(text(carrier.dbaName) ? { dbaName: text(carrier.dbaName) } : {}),
    allowedToOperate: carrier.allowedToOperate === 'Y',
    outOfService: Boolean(text(carrier.oosDate)),
    ...(text(carrier.oosDate) ? { outOfServiceSince: text(carrier.oosDate) } : {}),
    authority: {
      common: authorityOf(carrier.commonAuthorityStatus),
      contract: authorityOf(carrier.contractAuthorityStatus),
      broker: authorityOf(carrier.brokerAuthorityStatus),
    },
    insurance: {
      liabilityOnFile: dollars(carrier.bipdInsuranceOnFile),
      liabilityRequired: carrier.bipdInsuranceRequired === 'Y' ? dollars(carrier.bipdRequiredAmount) : 0,
      cargoOnFile: dollars(carrier.cargoInsuranceOnFile),
      bondOnFile: dollars(carrier.bondInsuranceOnFile),
    },
    safetyRating: ratingOf(carrier.safetyRating),
    ...(Object.values(address).some(Boolean) ? { address } : {}),
  };
}

/** Everything short of Verified that the facts show, for this kind of provider. */
export function reasonsOf(facts: VettingFacts, kind: ProviderKind): VettingReason[] {
  const reasons: VettingReason[] = [];
  const reason = (code: VettingReason['code'], field: VettingReason['field'], message: string) =>
    reasons.push({ code, field, message });
  if (!facts.allowedToOperate)
    reason('NotAllowedToOperate', 'dotNumber', `FMCSA does not allow USDOT ${facts.dotNumber} to operate.`);
  if (facts.outOfService)
    reason('OutOfService', 'dotNumber', `USDOT ${facts.dotNumber} is out of service since ${facts.outOfServiceSince}.`);
  const { authority, insurance } = facts;
  if (kind === 'Carrier') {
    if (authority.common !== 'Active' && authority.contract !== 'Active')
      reason('NoOperatingAuthority', 'mcNumber', 'No active common or contract operating authority.');
    if (insurance.liabilityRequired > 0 && insurance.liabilityOnFile < insurance.liabilityRequired)
      reason(
        'InsuranceBelowRequired',
        'dotNumber',
        `Liability insurance on file ($${insurance.liabilityOnFile}) is below the $${insurance.liabilityRequired} ` +
          `required.`,
      );
  } else {
    if (authority.broker !== 'Active') reason('NoBrokerAuthority', 'mcNumber', 'No active broker authority.');
    if (insurance.bondOnFile <= 0) reason('NoBondOnFile', 'mcNumber', 'No broker bond or trust fund on file.');
  }
  if (facts.safetyRating === 'Unsatisfactory')
    reason('UnsatisfactoryRating', 'dotNumber', 'FMCSA rates its safety Unsatisfactory.');
  return reasons;
}

/** The verdict on a USDOT number's record (undefined: FMCSA knows none). */
export function vettingOf(carrier: QcCarrier | undefined, dotNumber: string, kind: ProviderKind): Vetting {
  if (!carrier)
    return {
      status: 'Failed',
      reasons: [{ code: 'DotNumberUnknown', field: 'dotNumber', message: `FMCSA has no USDOT ${dotNumber}.` }],
    };
  const facts = factsOf(carrier);
  const inactive: VettingReason[] =
    carrier.statusCode === 'I'
      ? [{ code: 'DotNumberInactive', field: 'dotNumber', message: `USDOT ${facts.dotNumber} is inactive.` }]
      : [];
  const reasons = [...inactive, ...reasonsOf(facts, kind)];
  return { status: reasons.length ? 'Failed' : 'Verified', facts, reasons };
}
