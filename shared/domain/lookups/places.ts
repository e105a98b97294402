import { regionRecords } from './data/regions.ts';
import { inLanguage } from '../../language/labels.ts';
import type { Language } from '../../language/language.ts';

// Names and display labels of places in the coverage area (US and Canada).

const regionOfCountry: Record<string, string> = { US: 'USA', CA: 'CAN' };

export function countryName(country: string, language: Language): string | undefined {
  const record = regionRecords.find((r) => r.depth === 1 && r.code === country.toUpperCase());
  return record && inLanguage(record.label, language);
}

export function subdivisionName(country: string, code: string, language: Language): string | undefined {
  const prefix = regionOfCountry[country.toUpperCase()];
  const record = prefix && regionRecords.find((r) => r.value === `${prefix}-${code.toUpperCase()}`);
  return record ? inLanguage(record.label, language) : undefined;
}

export interface PlaceParts {
  majorMunicipality?: string;
  stateProvince?: string;
  postalCode?: string;
  country?: string;
}

/** "Austin, TX 78704" and "Austin, TX": the long and short display forms used across the API. */
export function placeLabels(place: PlaceParts): { label: string; shortLabel: string } {
  const cityState = [place.majorMunicipality, place.stateProvince].filter(Boolean).join(', ');
  const shortLabel = cityState || place.postalCode || place.country || '';
  const label = [cityState, place.postalCode].filter(Boolean).join(' ') || shortLabel;
  return { label, shortLabel };
}

/** A place as a city: "Austin, TX" (what pages and emails show in place of an address). */
export const cityLabel = (place: Pick<PlaceParts, 'majorMunicipality' | 'stateProvince'>) =>
  placeLabels({ majorMunicipality: place.majorMunicipality, stateProvince: place.stateProvince }).shortLabel;
