import { describe, expect, it } from 'vitest';
import { geocodePostalCode } from '../../shared/geo/geocoder.ts';
import { routeKm } from '../../shared/geo/distance.ts';
import { publishedLanes, sources } from '../support/published-lanes.ts';

// Route distance against published driving distances (docs/geo.md, "Route distance"): every lane
// of test/support/published-lanes.ts within 10%.

describe('route distance against published driving distances', () => {
  it(`${publishedLanes.length} lanes across the US and Canada, each within 10%`, async () => {
    const off: string[] = [];
    for (const [from, fromCountry, to, toCountry, published, , name] of publishedLanes) {
      const [a, b] = await Promise.all([geocodePostalCode(from, fromCountry), geocodePostalCode(to, toCountry)]);
      expect(a && b, name).toBeTruthy();
      const km = routeKm([a!, b!]);
      if (Math.abs(km - published) / published > 0.1)
        off.push(`${name}: ${Math.round(km)} km, published ${Math.round(published)} km`);
    }
    expect(off).toEqual([]);
    expect(publishedLanes.length).toBeGreaterThanOrEqual(30);
  });

  it('a route between two Canadian places stays in Canada; short legs keep the local circuity', async () => {
    const [vancouver, toronto] = await Promise.all([geocodePostalCode('V6C', 'CA'), geocodePostalCode('M5H', 'CA')]);
    // the Trans-Canada is longer than the way through the US, and a domestic load takes it
    expect(routeKm([vancouver!, toronto!])).toBeGreaterThan(routeKm([{ ...vancouver!, country: 'US' }, toronto!]));
    const [austin, roundRock] = await Promise.all([geocodePostalCode('78704', 'US'), geocodePostalCode('78664', 'US')]);
    expect(routeKm([austin!, roundRock!])).toBeGreaterThan(0);
    expect(routeKm([austin!, roundRock!])).toBeLessThan(50);
  });

  it('names its source for every lane', () => {
    for (const lane of publishedLanes) expect(sources[lane[5]]).toBeTruthy();
  });
});
