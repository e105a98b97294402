// Preferred and blocked providers (docs/provider-relations.md): a shipper's word on a carrier or broker.

export const providerRelations = ['Preferred', 'Blocked'] as const;
export type ProviderRelationKind = (typeof providerRelations)[number];

/** The providers of a shipper's marks that are marked one way. */
export const markedAs = (relations: readonly ProviderRelation[], kind: ProviderRelationKind): Set<number> =>
  new Set(relations.filter((r) => r.relation === kind).map((r) => r.providerId));

export interface ProviderRelation {
  /** Who marked: the shipper (any user who posts listings or rate requests). */
  shipperId: number;
  /** The carrier or broker marked. */
  providerId: number;
  relation: ProviderRelationKind;
  since: string;
}
