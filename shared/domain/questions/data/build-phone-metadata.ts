import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// `npm run build:phonedata`: the phone number metadata the contact-details masking searches with
// (docs/questions.md): libphonenumber-js's small metadata cut to the countries whose numbers the
// marketplace's users write, the US and Canada (one numbering plan, +1) and Mexico (+52, cross-border
// freight). The whole small metadata (245 countries) is about 80 KB of every bundle that masks;
// this is about 2 KB. Run it again when libphonenumber-js is upgraded.

const KEPT = { 1: ['US', 'CA'], 52: ['MX'] } as const;

const metadata = createRequire(import.meta.url)('libphonenumber-js/metadata.min.json') as {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
};
const countries = Object.fromEntries(
  Object.values(KEPT)
    .flat()
    .map((country) => [country, metadata.countries[country]]),
);
const cut = { version: metadata.version, country_calling_codes: KEPT, countries, nonGeographic: {} };
const file = join(import.meta.dirname, 'phone-metadata.generated.json');
writeFileSync(file, `${JSON.stringify(cut)}\n`);
console.log(`wrote ${file} (${Object.keys(countries).join(', ')})`);
