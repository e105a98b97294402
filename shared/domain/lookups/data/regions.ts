import type { Localized } from '../../../language/labels.ts';

// Regions of the marketplace (spec 2.15): `NA` > countries `NA-USA`, `NA-CAN` > states and
// provinces `USA-TX`, `CAN-ON`. Codes are ISO 3166-2 subdivision codes; names in en/fr/de.
// Source: ISO 3166-2:US and 3166-2:CA; French and German exonyms as used by the respective
// Wikipedias. Hand-maintained: the list changes only when a country's subdivisions do.

export interface RegionRecord {
  value: string;
  code: string;
  label: Localized;
  depth: 0 | 1 | 2;
  parent?: string;
}

const usStates: [code: string, en: string, fr?: string, de?: string][] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California', 'Californie', 'Kalifornien'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia', 'District de Columbia'],
  ['FL', 'Florida', 'Floride'],
  ['GA', 'Georgia', 'Géorgie'],
  ['HI', 'Hawaii', 'Hawaï'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana', 'Louisiane'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico', 'Nouveau-Mexique'],
  ['NY', 'New York', 'État de New York'],
  ['NC', 'North Carolina', 'Caroline du Nord'],
  ['ND', 'North Dakota', 'Dakota du Nord'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania', 'Pennsylvanie'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina', 'Caroline du Sud'],
  ['SD', 'South Dakota', 'Dakota du Sud'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia', 'Virginie'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia', 'Virginie-Occidentale'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

const canadianProvinces: [code: string, en: string, fr?: string, de?: string][] = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia', 'Colombie-Britannique', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick', 'Nouveau-Brunswick', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador', 'Terre-Neuve-et-Labrador', 'Neufundland und Labrador'],
  ['NS', 'Nova Scotia', 'Nouvelle-Écosse', 'Nova Scotia'],
  ['NT', 'Northwest Territories', 'Territoires du Nord-Ouest', 'Nordwest-Territorien'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island', 'Île-du-Prince-Édouard', 'Prince Edward Island'],
  ['QC', 'Quebec', 'Québec', 'Québec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
];

function subdivisions(country: 'USA' | 'CAN', list: typeof usStates): RegionRecord[] {
  return list.map(([code, en, fr, de]) => ({
    value: `${country}-${code}`,
    code,
    label: [en, fr ?? en, de ?? en] as const,
    depth: 2 as const,
    parent: `NA-${country}`,
  }));
}

export const regionRecords: readonly RegionRecord[] = [
  { value: 'NA', code: 'NA', label: ['North America', 'Amérique du Nord', 'Nordamerika'], depth: 0 },
  { value: 'NA-USA', code: 'US', label: ['United States', 'États-Unis', 'Vereinigte Staaten'], depth: 1, parent: 'NA' },
  { value: 'NA-CAN', code: 'CA', label: ['Canada', 'Canada', 'Kanada'], depth: 1, parent: 'NA' },
  ...subdivisions('USA', usStates),
  ...subdivisions('CAN', canadianProvinces),
];

/** Country codes accepted in addresses (ISO 3166-1 alpha-2), with the region they map to. */
export const countries = { US: 'NA-USA', CA: 'NA-CAN' } as const;
