import type { VettingFacts, VettingReason, VettingStatus } from './rules.ts';
import type { CertificateCover } from './certificates.ts';

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
  /** When FMCSA was last asked, answered or not (none before the first check). */
  attemptedOn?: string;
  /** When it is next checked (docs/vetting.md, "Watched every day"); none without a number. */
  dueOn?: string;
  facts?: VettingFacts;
  /** When FMCSA's record last showed another registered name or address (docs/vetting.md: a signal for 30 days). */
  registrationChangedOn?: string;
  reasons: VettingReason[];
}

/** A provider's vetting as read: the item (none kept: absent) and what its certificates of insurance cover. */
export interface VettingRecord {
  vetting?: ProviderVetting;
  covers: readonly CertificateCover[];
}
