import { ValidationError } from '../../errors.ts';
import type { Language } from '../../language/language.ts';
import { inLanguage, labelled, type LabelledValue } from '../../language/labels.ts';
import { bidDeclinationReasonRecords } from './data/bid-declination-reasons.ts';
import { commodityTree } from './data/commodities.ts';
import { regionRecords } from './data/regions.ts';
import { serviceTypeRecords } from './data/service-types.ts';
import { trailerTypeRecords } from './data/trailer-types.ts';

// The lookups of spec 2.12, 2.13 and 4 #18. Every list answers `{ totalCount, items }`, as the
// two the spec shows do; shapes are documented in docs/lookups.md.

export interface Listed<T> {
  totalCount: number;
  items: T[];
}

const listed = <T>(items: T[]): Listed<T> => ({ totalCount: items.length, items });

/** Parent commodity of a commodity value (itself for a parent), or undefined when unknown. */
export function parentCommodityOf(value: string): string | undefined {
  for (const parent of commodityTree) {
    if (parent.value === value || parent.subCommodities.some((sub) => sub.value === value)) return parent.value;
  }
  return undefined;
}

/**
 * The top-level commodity a value belongs to (itself for a parent or an unknown value): how search lists and pricing
 * group listings.
 */
export const topLevelCommodityOf = (value: string) => parentCommodityOf(value) ?? value;

/** The localized names of a commodity and of its parent (spec 2.10 `commodity`, `topLevelCommodity`). */
export function commodityNames(
  value: string,
  language: Language,
): { commodity: string; topLevelCommodity: string } | undefined {
  for (const parent of commodityTree) {
    const record = parent.value === value ? parent : parent.subCommodities.find((sub) => sub.value === value);
    if (record)
      return { commodity: inLanguage(record.label, language), topLevelCommodity: inLanguage(parent.label, language) };
  }
  return undefined;
}

/** The parent commodities a trailer type carries (GET /v2/lookups/trailerTypes `commodities`). */
export function commoditiesCarriedBy(trailerType: string): readonly string[] {
  return trailerTypeRecords.find((r) => r.value === trailerType)?.commodities ?? [];
}

export function isSubcommodity(value: string): boolean {
  return commodityTree.some((parent) => parent.subCommodities.some((sub) => sub.value === value));
}

function knownParentOf(commodityCode: string, field: string): string {
  const parent = parentCommodityOf(commodityCode);
  if (!parent)
    throw ValidationError.field(
      field,
      `${field} '${commodityCode}' is not a commodity of GET /v2/lookups/commodities.`,
    );
  return parent;
}

export function bidDeclinationReasons(language: Language): Listed<LabelledValue> {
  return listed(bidDeclinationReasonRecords.map((r) => labelled(r.value, r.label, language, r.shortLabel)));
}

export interface ServiceTypeItem extends LabelledValue {
  details: string;
  costTier: number;
  recommended?: true;
}

/** spec 2.13: service types of a commodity (parent or subcommodity); all of them without one. */
export function serviceTypes(commodityCode: string | undefined, language: Language): Listed<ServiceTypeItem> {
  const parent = commodityCode === undefined ? undefined : knownParentOf(commodityCode, 'commodityCode');
  const records = parent ? serviceTypeRecords.filter((r) => r.commodities.includes(parent)) : serviceTypeRecords;
  return listed(
    records.map((r) => ({
      ...labelled(r.value, r.label, language),
      details: inLanguage(r.details, language),
      costTier: r.costTier,
      // spec 2.13: present only when true
      ...(parent && r.recommendedFor.includes(parent) ? { recommended: true as const } : {}),
    })),
  );
}

export interface CommodityItem extends LabelledValue {
  subCommodities?: LabelledValue[];
}

/** The parent -> subcommodity tree, or one parent's subcommodities. */
export function commodities(parent: string | undefined, language: Language): Listed<CommodityItem> {
  if (parent !== undefined) {
    const found = commodityTree.find((p) => p.value === parent);
    if (!found) throw ValidationError.field('parent', `parent '${parent}' is not a parent commodity.`);
    return listed(found.subCommodities.map((sub) => labelled(sub.value, sub.label, language, sub.shortLabel)));
  }
  return listed(
    commodityTree.map((p) => ({
      ...labelled(p.value, p.label, language, p.shortLabel),
      subCommodities: p.subCommodities.map((sub) => labelled(sub.value, sub.label, language, sub.shortLabel)),
    })),
  );
}

export interface TrailerTypeItem extends LabelledValue {
  commodities: string[];
}

export function trailerTypes(commodityCode: string | undefined, language: Language): Listed<TrailerTypeItem> {
  const parent = commodityCode === undefined ? undefined : knownParentOf(commodityCode, 'commodityCode');
  const records = parent ? trailerTypeRecords.filter((r) => r.commodities.includes(parent)) : trailerTypeRecords;
  return listed(records.map((r) => ({ ...labelled(r.value, r.label, language), commodities: [...r.commodities] })));
}

export interface RegionItem extends LabelledValue {
  code: string;
  depth: number;
  parent?: string;
}

/** Regions, filtered by depth (0 continent, 1 country, 2 state/province) and parent value. */
export function regions(filter: { depth?: number; parent?: string }, language: Language): Listed<RegionItem> {
  if (filter.parent !== undefined && !regionRecords.some((r) => r.value === filter.parent)) {
    throw ValidationError.field('parent', `parent '${filter.parent}' is not a region value.`);
  }
  const records = regionRecords.filter(
    (r) =>
      (filter.depth === undefined || r.depth === filter.depth) &&
      (filter.parent === undefined || r.parent === filter.parent),
  );
  return listed(
    records.map((r) => ({
      ...labelled(r.value, r.label, language, [r.code, r.code, r.code]),
      code: r.code,
      depth: r.depth,
      ...(r.parent ? { parent: r.parent } : {}),
    })),
  );
}

export function isRegion(value: string): boolean {
  return regionRecords.some((r) => r.value === value);
}

/** The region value of a state or province: `USA-TX`, `CAN-ON`. */
export const regionOf = (country: 'US' | 'CA', stateProvince: string) =>
  `${country === 'US' ? 'USA' : 'CAN'}-${stateProvince}`;

/** The states and provinces a region value stands for: itself, a country's, or all of them. */
export function subdivisionsOf(region: string): string[] {
  const children = regionRecords.filter((r) => r.parent === region);
  if (children.length === 0) return regionRecords.some((r) => r.value === region && r.depth === 2) ? [region] : [];
  return children.flatMap((child) => subdivisionsOf(child.value));
}

/** Currencies the marketplace settles in: the two of its coverage area (US and Canada). */
export const marketplaceCurrencies = ['USD', 'CAD'] as const;

export interface CurrencyItem extends LabelledValue {
  symbol: string;
}

/** Names come from ICU (Intl.DisplayNames), so they are correct in every language we speak. */
export function currencies(language: Language): Listed<CurrencyItem> {
  const names = new Intl.DisplayNames([language], { type: 'currency' });
  return listed(
    marketplaceCurrencies.map((code) => {
      const symbol =
        new Intl.NumberFormat(`en-${code.slice(0, 2)}`, {
          style: 'currency',
          currency: code,
          currencyDisplay: 'narrowSymbol',
        })
          .formatToParts(0)
          .find((part) => part.type === 'currency')?.value ?? code;
      return { value: code, label: names.of(code) ?? code, shortLabel: code, symbol };
    }),
  );
}
