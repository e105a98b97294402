import type { VettingFacts, VettingReason, VettingStatus } from './rules.ts';

// A provider's vetting as kept (docs/vetting.md): one item under the user, and a claim on its USDOT number.

export interface ProviderVetting {
  userId: number;
  /** USDOT number, digits only. */
  dotNumber?: string;
  /** MC docket number, digits only. */
  mcNumber?: string;
  status: VettingStatus;
  /** When FMCSA last answered for it (none while Pending or Unverified). */
  checkedOn?: string;
  /** When it was last asked, answered or not. */
  attemptedOn: string;
  facts?: VettingFacts;
  reasons: VettingReason[];
}
