import { beforeAll, describe, expect, it } from 'vitest';
import { apiForThisFile, errorsOf } from '../support/api.ts';

const api = apiForThisFile();
let key: string;
beforeAll(async () => {
  ({ key } = await api.user('Shipper'));
});

type Address = Record<string, unknown>;
const zip = (postalCode: string, country = 'US'): Address => ({ postalCode, country });
const body = (
  stops: Address[],
  items: Record<string, unknown>[] = [{ commodity: 'CarsLightTrucks', unitCount: 1 }],
) => ({ route: { items: stops.map((address) => ({ address })) }, items });
const estimate = (payload: unknown, headers: Record<string, string> = {}) =>
  api.call('POST', '/v2/estimate', { key, body: payload, headers });
const price = async (items: Record<string, unknown>[], stops = [zip('78704'), zip('85704')]) => {
  const res = await estimate(body(stops, items));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.price.value as number;
};

describe('POST /v2/estimate (spec 2.7)', () => {
  it('a sedan Austin -> Tucson: road distance within 10% of 1445 km, a price in the hundreds of dollars, the full response shape', async () => {
    const res = await estimate(body([zip('78704'), zip('85704')]));
    expect(res.status).toBe(200);
    const km = res.body.route.distance.kilometers;
    expect(Math.abs(km - 1445) / 1445).toBeLessThan(0.1);
    expect(res.body.route.distance.label).toBe(`${Math.round(km / 1.609344)} mi.`);
    expect(res.body.route.items[0].address).toEqual({
      majorMunicipality: 'Austin',
      postalCode: '78704',
      stateProvince: 'TX',
      stateProvinceLabel: 'Texas',
      country: 'US',
      countryLabel: 'United States',
      latitude: 30.24,
      longitude: -97.77,
      label: 'Austin, TX 78704',
      shortLabel: 'Austin, TX',
    });
    expect(res.body.route.items[1].address).toMatchObject({ majorMunicipality: 'Tucson', stateProvince: 'AZ' });
    const { price, lowPrice, highPrice } = res.body;
    expect(price.value).toBeGreaterThan(300);
    expect(price.value).toBeLessThan(2000);
    expect(lowPrice.value).toBeLessThan(price.value);
    expect(highPrice.value).toBeGreaterThan(price.value);
    expect(price).toEqual({
      value: price.value,
      label: `$${price.value.toLocaleString('en-US')}`,
      shortLabel: `$${price.value.toLocaleString('en-US')}`,
      currencyType: { value: 'USD', label: 'US Dollar', shortLabel: 'USD' },
    });
  });

  it.each([
    ['New York -> Chicago', '10001', '60601', 1270],
    ['Los Angeles -> San Francisco', '90012', '94103', 615],
    ['Seattle -> Miami', '98101', '33131', 5290],
  ])('distance %s is within 10%% of the road distance', async (_, from, to, road) => {
    const res = await estimate(body([zip(from), zip(to)]));
    expect(Math.abs(res.body.route.distance.kilometers - road) / road).toBeLessThan(0.1);
  });

  it('a Canada-only route is labelled in km; Canadian postal codes in any common form, or the FSA alone', async () => {
    for (const [toronto, montreal] of [
      ['M5V 2T6', 'H3B 4W8'],
      ['m5v2t6', 'h3b4w8'],
      ['M5V', 'H3B'],
    ]) {
      const res = await estimate(body([zip(toronto!, 'CA'), zip(montreal!, 'Canada')]));
      expect(res.status).toBe(200);
      expect(res.body.route.distance.label).toMatch(/^\d+ km$/);
      expect(Math.abs(res.body.route.distance.kilometers - 541) / 541).toBeLessThan(0.1);
      expect(res.body.route.items[0].address).toMatchObject({
        stateProvince: 'ON',
        country: 'CA',
        countryLabel: 'Canada',
      });
    }
  });

  it('mixed precision: coordinates, postal code and city/state on different stops; the most specific wins', async () => {
    const res = await estimate(
      body([
        {
          latitude: 30.27,
          longitude: -97.74,
          postalCode: '99501',
          majorMunicipality: 'Anchorage',
          stateProvince: 'AK',
        },
        { majorMunicipality: 'Tucson', stateProvince: 'AZ', country: 'US' },
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body.route.items[0].address).toMatchObject({ majorMunicipality: 'Austin', stateProvince: 'TX' });
    expect(res.body.route.items[1].address).toMatchObject({ majorMunicipality: 'Tucson', stateProvince: 'AZ' });
    const postalBeatsCity = await estimate(
      body([{ postalCode: '78704', majorMunicipality: 'Boston', stateProvince: 'MA', country: 'US' }, zip('85704')]),
    );
    expect(postalBeatsCity.body.route.items[0].address.majorMunicipality).toBe('Austin');
  });

  it('a 3-stop route prices origin (first) to destination (last) and keeps the stops in order', async () => {
    const three = await estimate(body([zip('78704'), zip('10001'), zip('85704')]));
    const two = await estimate(body([zip('78704'), zip('85704')]));
    expect(three.body.route.items.map((i: any) => i.address.postalCode)).toEqual(['78704', '10001', '85704']);
    expect(three.body.route.distance.kilometers).toBe(two.body.route.distance.kilometers);
    expect(three.body.price).toEqual(two.body.price);
  });

  it('several items are estimated individually and summed; more units cost more', async () => {
    const car = await price([{ commodity: 'CarsLightTrucks' }]);
    const sofa = await price([{ commodity: 'Furniture', weightInGrams: 80_000 }]);
    expect(
      await price([{ commodity: 'CarsLightTrucks' }, { commodity: 'Furniture', weightInGrams: 80_000 }]),
    ).toBeGreaterThanOrEqual(car + sofa - 1);
    const two = await price([{ commodity: 'CarsLightTrucks', unitCount: 2 }]);
    expect(two).toBeGreaterThan(car);
    expect(two).toBeLessThan(2 * car);
  });

  it('boat length and weights change the price', async () => {
    expect(await price([{ commodity: 'PowerBoats', lengthInMeters: 12 }])).toBeGreaterThan(
      await price([{ commodity: 'PowerBoats', lengthInMeters: 5 }]),
    );
    expect(await price([{ commodity: 'Furniture', weightInGrams: 400_000 }])).toBeGreaterThan(
      await price([{ commodity: 'Furniture', weightInGrams: 40_000 }]),
    );
    expect(await price([{ commodity: 'Dogs', weightInGrams: 40_000 }])).toBeGreaterThan(
      (await price([{ commodity: 'Cats', weightInGrams: 4_000 }])) - 1000,
    );
  });

  it('a catalogued year/make/model prices by its class: a pickup costs more than a sedan', async () => {
    const sedan = await price([{ commodity: 'CarsLightTrucks', year: '2018', makeName: 'Toyota', modelName: 'Camry' }]);
    const pickup = await price([{ commodity: 'CarsLightTrucks', year: 2018, makeName: 'ford', modelName: 'F-150' }]);
    expect(pickup).toBeGreaterThan(sedan);
  });

  it('an unknown make, or a 1975 vehicle, is priced by weight when given, else by category', async () => {
    const category = await price([{ commodity: 'CarsLightTrucks' }]);
    expect(await price([{ commodity: 'CarsLightTrucks', year: '2018', makeName: 'Zyxwv', modelName: 'Nothing' }])).toBe(
      category,
    );
    expect(await price([{ commodity: 'CarsLightTrucks', year: '1975', makeName: 'Ford', modelName: 'Mustang' }])).toBe(
      category,
    );
    const heavy = await price([
      { commodity: 'CarsLightTrucks', year: '1975', makeName: 'Ford', modelName: 'Mustang', weightInGrams: 2_400_000 },
    ]);
    expect(heavy).toBeGreaterThan(category);
  });

  it("a route that cannot be geocoded gets 400 'Unable to geocode route': unknown postal code, coordinates outside North America, another country", async () => {
    for (const stops of [
      [zip('00000'), zip('85704')],
      [{ latitude: 48.85, longitude: 2.35 }, zip('85704')],
      [zip('10115', 'DE'), zip('85704')],
      [{ majorMunicipality: 'Atlantis', stateProvince: 'TX', country: 'US' }, zip('85704')],
      [{ country: 'US' }, zip('85704')],
    ]) {
      const res = await estimate(body(stops));
      expect(res.status, JSON.stringify(stops)).toBe(400);
      expect(res.body.reason).toBe('Unable to geocode route');
      expect(errorsOf(res.body)[0]!.field).toBe('route.items[0].address');
    }
  });

  it("a stop without country or coordinates gets 400 'Country is required'", async () => {
    const res = await estimate(body([zip('78704'), { postalCode: '85704' }]));
    expect(res.status).toBe(400);
    expect(res.body.reason).toBe('Country is required');
    expect(errorsOf(res.body)[0]!.field).toBe('route.items[1].address.country');
  });

  it('a latitude without its longitude gets 400 naming the missing one', async () => {
    const res = await estimate(body([{ latitude: 30.2 }, zip('85704')]));
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)[0]!.field).toBe('route.items[0].address.longitude');
  });

  it('a parent commodity, or an unknown one, gets 400 naming items[i].commodity', async () => {
    for (const commodity of ['Vehicles', 'Boats', 'Spaceships']) {
      const res = await estimate(body([zip('78704'), zip('85704')], [{ commodity: 'Furniture' }, { commodity }]));
      expect(res.status).toBe(400);
      expect(errorsOf(res.body)[0]!.field).toBe('items[1].commodity');
      expect(res.body.reason).toMatch(/content invalid/);
    }
  });

  it.each([
    [
      'one stop',
      { route: { items: [{ address: { postalCode: '78704', country: 'US' } }] }, items: [{ commodity: 'Furniture' }] },
      'route.items',
    ],
    ['no items', body([zip('78704'), zip('85704')], []), 'items'],
    [
      'a zero unitCount',
      body([zip('78704'), zip('85704')], [{ commodity: 'Furniture', unitCount: 0 }]),
      'items[0].unitCount',
    ],
    [
      'a negative weight',
      body([zip('78704'), zip('85704')], [{ commodity: 'Furniture', weightInGrams: -5 }]),
      'items[0].weightInGrams',
    ],
    ['a latitude of 91', body([{ latitude: 91, longitude: 0 }, zip('85704')]), 'route.items[0].address.latitude'],
    [
      'a year that is not a year',
      body([zip('78704'), zip('85704')], [{ commodity: 'CarsLightTrucks', year: 'last year' }]),
      'items[0].year',
    ],
  ])('%s gets 400 naming the field', async (_, payload, field) => {
    const res = await estimate(payload);
    expect(res.status).toBe(400);
    expect(errorsOf(res.body).map((e) => e.field)).toContain(field);
  });

  it('needs a key', async () => {
    expect((await api.call('POST', '/v2/estimate', { body: body([zip('78704'), zip('85704')]) })).status).toBe(401);
  });
});
