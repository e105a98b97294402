import * as v from 'valibot';
import type { ProviderVetting } from '../../domain/vetting/types.ts';
import type { AuthorityStatus, SafetyRating, VettingReason, VettingStatus } from '../../domain/vetting/rules.ts';
import type { ProviderRequirements } from '../../domain/vetting/requirements.ts';
import { defineItem, everyOf, templatesOf } from '../item-definition.ts';

// Patterns 23 and 24 (docs/data-model.md; docs/vetting.md): a provider's vetting under the user (its sort key begins
// the `VETTING` prefix that its certificates' cover shares, shared/data/definitions/certificate.ts), the claim that
// gives one USDOT number to one account, the due list of the providers' checks in one partition by when each is due,
// and a shipper's default requirements of the providers that bid on its listings.

const vettingStatuses = everyOf<VettingStatus>()(['Verified', 'Failed', 'Pending', 'Unverified']);
const authorityStatuses = everyOf<AuthorityStatus>()(['Active', 'Inactive', 'Pending', 'None']);
const safetyRatings = everyOf<SafetyRating>()(['Satisfactory', 'Conditional', 'Unsatisfactory', 'NotRated']);
const reasonCodes = everyOf<VettingReason['code']>()([
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
]);
const reasonFields = everyOf<VettingReason['field']>()(['dotNumber', 'mcNumber']);

const authority = v.picklist(authorityStatuses);

const facts = v.looseObject({
  dotNumber: v.string(),
  legalName: v.optional(v.string()),
  dbaName: v.optional(v.string()),
  allowedToOperate: v.boolean(),
  outOfService: v.boolean(),
  outOfServiceSince: v.optional(v.string()),
  authority: v.looseObject({ common: authority, contract: authority, broker: authority }),
  insurance: v.looseObject({
    liabilityOnFile: v.number(),
    liabilityRequired: v.number(),
    cargoOnFile: v.number(),
    bondOnFile: v.number(),
  }),
  safetyRating: v.picklist(safetyRatings),
  address: v.optional(
    v.looseObject({
      street: v.optional(v.string()),
      city: v.optional(v.string()),
      stateProvince: v.optional(v.string()),
      postalCode: v.optional(v.string()),
      country: v.optional(v.string()),
    }),
  ),
});

const vetting = templatesOf<ProviderVetting>();

export const vettingItems = defineItem<ProviderVetting>()({
  kind: 'Vetting',
  schema: v.looseObject({
    userId: v.number(),
    dotNumber: v.optional(v.string()),
    mcNumber: v.optional(v.string()),
    status: v.picklist(vettingStatuses),
    checkedOn: v.optional(v.string()),
    attemptedOn: v.optional(v.string()),
    dueOn: v.optional(v.string()),
    facts: v.optional(facts),
    registrationChangedOn: v.optional(v.string()),
    reasons: v.array(
      v.looseObject({ code: v.picklist(reasonCodes), field: v.picklist(reasonFields), message: v.string() }),
    ),
  }),
  key: {
    partition: vetting(['userId'], ({ userId }) => `USER#${userId}`),
    sort: vetting([], () => 'VETTING'),
  },
});

/** A provider's next check, by when it is due: one entry a provider with a number, replaced at each check. */
export interface VettingDue {
  userId: number;
  dueOn: string;
}

const due = templatesOf<VettingDue>();

/** The job reads the partition's front; ~1 write a second per 100,000 providers (docs/vetting.md). */
export const vettingDueItems = defineItem<VettingDue>()({
  kind: 'VettingDue',
  schema: v.looseObject({ userId: v.number(), dueOn: v.string() }),
  key: {
    partition: due([], () => 'VETTINGDUE'),
    sort: due(['dueOn', 'userId'], ({ dueOn, userId }) => `${dueOn}#${userId}`),
  },
});

/** The partition of the providers' due checks. */
export const VETTING_DUE = vettingDueItems.partition({});

/** The account a USDOT number belongs to (spec 2.14: one account per number). */
export interface DotNumberClaim {
  dotNumber: string;
  userId: number;
}

const claim = templatesOf<DotNumberClaim>();

export const dotNumberClaimItems = defineItem<DotNumberClaim>()({
  kind: 'DotNumberClaim',
  schema: v.looseObject({ dotNumber: v.string(), userId: v.number() }),
  key: {
    partition: claim(['dotNumber'], ({ dotNumber }) => `DOT#${dotNumber}`),
    sort: claim([], () => 'DOT'),
  },
});

/** A shipper's default requirements, as kept. */
export interface KeptProviderRequirements {
  userId: number;
  requirements: ProviderRequirements;
}

const usd = v.looseObject({ amount: v.number(), currencyType: v.literal('USD') });

const kept = templatesOf<KeptProviderRequirements>();

export const providerRequirementsItems = defineItem<KeptProviderRequirements>()({
  kind: 'ProviderRequirements',
  schema: v.looseObject({
    userId: v.number(),
    requirements: v.looseObject({
      verified: v.optional(v.boolean()),
      minimumCargoInsurance: v.optional(usd),
      minimumLiabilityInsurance: v.optional(usd),
      maximumSafetyRating: v.optional(v.picklist(safetyRatings)),
    }),
  }),
  key: {
    partition: kept(['userId'], ({ userId }) => `USER#${userId}`),
    sort: kept([], () => 'PROVIDERREQUIREMENTS'),
  },
});
