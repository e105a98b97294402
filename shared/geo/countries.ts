// Country names and codes clients send, mapped to the two of the coverage area.
const aliases: Record<string, 'US' | 'CA'> = {
  us: 'US',
  usa: 'US',
  'united states': 'US',
  'united states of america': 'US',
  'na-usa': 'US',
  ca: 'CA',
  can: 'CA',
  canada: 'CA',
  'na-can': 'CA',
};

/** 'US' or 'CA'; undefined for anything else (another country, or not a country). */
export function coverageCountry(value: string): 'US' | 'CA' | undefined {
  return aliases[value.trim().toLowerCase()];
}
