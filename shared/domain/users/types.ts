import type { Stage } from '../auth/api-keys.ts';
import type { Scope } from '../../routes/http.ts';

// spec 1 and 2.14: roles and account statuses.
export const userTypes = ['Affiliate', 'Broker', 'ServiceProvider', 'Shipper', 'ShipperAndServiceProvider'] as const;
export type UserType = (typeof userTypes)[number];

/** Who posts listings: shippers, and brokers acting for one (spec 1). */
export const listerTypes: readonly UserType[] = ['Shipper', 'ShipperAndServiceProvider', 'Broker'];
/** Who hauls or arranges hauls: the providers, who bid and are vetted (spec 1, docs/vetting.md). */
export const providerTypes: readonly UserType[] = ['ServiceProvider', 'ShipperAndServiceProvider', 'Broker'];

export const userStatuses = ['Active', 'Held', 'Suspended', 'Closed'] as const;

/** The roles of a company's members (docs/teams.md; what each may do: shared/domain/auth/roles.ts). */
export const memberRoles = ['Admin', 'Dispatcher', 'Driver', 'Agent', 'Viewer'] as const;
export type MemberRole = (typeof memberRoles)[number];
export type UserStatus = (typeof userStatuses)[number];

export interface PostalAddress {
  streetAddress: string;
  alternateStreetAddress?: string;
  majorMunicipality?: string;
  stateProvince?: string;
  postalCode: string;
  country: string;
  latitude?: number;
  longitude?: number;
}

export interface ProviderProfile {
  entityType: 'Carrier';
  trailerTypes: string[];
  commodities: string[];
  regions: string[];
}

/** A user as stored (without secrets). */
export interface User {
  userId: number;
  userType: UserType;
  userName: string;
  firstName: string;
  lastName: string;
  companyName?: string;
  emailAddress: string;
  homePhone?: string;
  homePhoneExt?: string;
  mobilePhone?: string;
  primaryAddress?: PostalAddress;
  mcNumber?: string;
  dotNumber?: string;
  profile?: ProviderProfile;
  userPreferences?: { timeZone?: string; currency?: string };
  /** An operator's limit for this user's key, over the stage's (docs/limits.md). */
  rateLimit?: { perSecond: number; burst: number };
  about?: string;
  status: UserStatus;
  /** Gone from a closed account's item, with what else of it is not text (docs/privacy.md). */
  facebookLinked?: boolean;
  /** Feedback left by counterparties: positive count and star total give the averages of 2.14. */
  feedback: { count: number; positiveCount: number; starTotal: number };
  /** A carrier's bookings it cancelled before pickup (docs/payments.md), counted with each cancellation. */
  cancelledBookings?: number;
  createdOn: string;
  /** The shippers that blocked this provider (docs/provider-relations.md): written with each block. */
  blockedBy?: ReadonlySet<number>;
  /** A member's (docs/teams.md): the company it acts for, and its role there. */
  companyId?: number;
  role?: MemberRole;
}

/** Who is calling: resolved from the bearer key by the auth middleware. */
export interface Principal {
  userId: number;
  userType: UserType;
  status: UserStatus;
  stage: Stage;
  rateLimit?: { perSecond: number; burst: number };
  /**
   * A restricted key's (docs/auth.md, "Restricted keys"): the routes it reaches; absent for the full key and OAuth
   * tokens.
   */
  restrictedKey?: { keyId: string; scopes: readonly Scope[]; expiresOn?: string };
  /** The shippers that blocked this provider: their listings are hidden from its searches. */
  blockedBy?: readonly number[];
  /** A member of the company `userId` calling (docs/teams.md): who, and its role; absent for the owner. */
  member?: { memberId: number; role: MemberRole };
}
