import { findProviderRequirements, findVetting, saveProviderRequirements } from '../../data/vetting.ts';
import { findVettingAndCover, vettingsAndCoversOf } from '../../data/certificates.ts';
import { ConflictError, ForbiddenError } from '../../errors.ts';
import type { ProviderRequirementsInput } from '../../schemas/vetting.ts';
import { hasRequirements, insuranceMinimums, unmetRequirements, type ProviderRequirements } from './requirements.ts';
import { listerTypes, providerTypes, type Principal } from '../users/types.ts';
import type { VettingRecord } from './types.ts';
import { vettingSummaryOf, type VettingSummary } from './views.ts';

// A provider's vetting as the rest of the marketplace reads it (docs/vetting.md): who may bid, what shippers require,
// what profiles show. Asking FMCSA is ./checks.ts, which only the functions that ask it bundle.

/** Only providers are vetted: anyone else gets 403. */
export function refuseNonProvider(principal: Principal): void {
  if (!providerTypes.includes(principal.userType))
    throw new ForbiddenError(`A ${principal.userType} is not vetted; carriers and brokers are.`);
}

/** A provider's vetting and certificates' cover, by one read. */
export async function vettingRecordOf(userId: number): Promise<VettingRecord> {
  const { vetting, cover } = await findVettingAndCover(userId);
  return { ...(vetting ? { vetting } : {}), covers: cover.certificates };
}

/** GET /v2/users/me/vetting: the caller's (its company's, for a member) vetting; none kept is Unverified. */
export async function callersVetting(principal: Principal): Promise<VettingRecord> {
  refuseNonProvider(principal);
  return vettingRecordOf(principal.userId);
}

const codesOf = (vetting: { reasons: { code: string }[] }) => vetting.reasons.map((reason) => reason.code).join(', ');

/**
 * Whether a provider may bid on a listing (docs/vetting.md): not when its vetting Failed (403 naming the first reason's
 * field), nor when it falls short of the listing's requirements (403 naming `providerRequirements.<requirement>`).
 */
export async function refuseUnfitBidder(providerId: number, requirements?: ProviderRequirements): Promise<void> {
  const record = await vettingRecordOf(providerId);
  const { vetting } = record;
  if (vetting?.status === 'Failed') {
    const [first] = vetting.reasons;
    throw new ForbiddenError(
      `FMCSA's record fails this provider's vetting (${codesOf(vetting)}); ` + 'see GET /v2/users/me/vetting.',
      first?.field ?? 'dotNumber',
    );
  }
  const [unmet] = unmetRequirements(requirements, record);
  if (unmet)
    throw new ForbiddenError(
      `The listing requires it of its bidders: ${unmet.message}`,
      `providerRequirements.${unmet.requirement}`,
    );
}

/** Who sets requirements of providers: those who post listings (spec 1). */
function refuseNonLister(principal: Principal): void {
  if (!listerTypes.includes(principal.userType))
    throw new ForbiddenError(`A ${principal.userType} posts no listings; shippers (and brokers acting for one) do.`);
}

/** GET /v2/users/me/providerRequirements: the caller's default (none kept: none). */
export async function callersRequirements(principal: Principal): Promise<ProviderRequirements | undefined> {
  refuseNonLister(principal);
  return findProviderRequirements(principal.userId);
}

/** The requirements as given: what is left out, null or false is none. */
export function requirementsOf(input: ProviderRequirementsInput): ProviderRequirements | undefined {
  const requirements: ProviderRequirements = {
    ...(input.verified ? { verified: true } : {}),
    ...(input.maximumSafetyRating ? { maximumSafetyRating: input.maximumSafetyRating } : {}),
  };
  for (const [minimum] of insuranceMinimums) {
    const given = input[minimum];
    if (given) requirements[minimum] = { amount: given.amount, currencyType: 'USD' };
  }
  return hasRequirements(requirements) ? requirements : undefined;
}

/** PUT /v2/users/me/providerRequirements: the caller's default for the listings it posts from now on. */
export async function setCallersRequirements(
  principal: Principal,
  input: ProviderRequirementsInput,
): Promise<ProviderRequirements | undefined> {
  refuseNonLister(principal);
  const requirements = requirementsOf(input);
  await saveProviderRequirements(principal.userId, requirements);
  return requirements;
}

/** A new listing's requirements: its own when the body names them (null: none), else its shipper's default. */
export async function requirementsOfNewListing(
  shipperId: number,
  given: ProviderRequirementsInput | null | undefined,
): Promise<ProviderRequirements | undefined> {
  if (given === null) return undefined;
  return given ? requirementsOf(given) : findProviderRequirements(shipperId);
}

/** Whether a provider meets each listing's requirements, for the listings that have some (none for anyone else). */
export async function requirementsMet(
  principal: Principal,
  listings: { listingId: number; providerRequirements?: ProviderRequirements }[],
): Promise<Map<number, boolean>> {
  const required = listings.filter((listing) => hasRequirements(listing.providerRequirements));
  if (!required.length || !providerTypes.includes(principal.userType)) return new Map();
  const record = await vettingRecordOf(principal.userId);
  return new Map(
    required.map((listing) => [
      listing.listingId,
      unmetRequirements(listing.providerRequirements, record).length === 0,
    ]),
  );
}

/** A Failed provider's open bid cannot be accepted: 409 naming `bidId`. */
export async function refuseFailedBid(providerId: number): Promise<void> {
  const vetting = await findVetting(providerId);
  if (vetting?.status === 'Failed')
    throw new ConflictError(
      `The bidder fails its vetting with FMCSA (${codesOf(vetting)}); ` + 'its bid cannot be accepted.',
      'bidId',
    );
}

/** A provider's summary for its public profile; none for a user that is no provider. */
export async function profileVettingOf(user: { userId: number; userType: Principal['userType'] }) {
  return providerTypes.includes(user.userType) ? vettingSummaryOf(await vettingRecordOf(user.userId)) : undefined;
}

/** The summary of a booked provider, for the contacts after booking. */
export const providerVettingSummary = async (providerId: number): Promise<VettingSummary> =>
  vettingSummaryOf(await vettingRecordOf(providerId));

/** The summaries of bidders, by provider id, for the owner reading the bids (one batch read). */
export async function providerVettingSummaries(providerIds: number[]): Promise<Map<number, VettingSummary>> {
  const records = await vettingsAndCoversOf(providerIds);
  return new Map([...records].map(([id, record]) => [id, vettingSummaryOf(record)]));
}
