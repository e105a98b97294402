import { beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, apiForThisFile } from '../support/api.ts';

const api = apiForThisFile();
let key: string;
beforeAll(async () => {
  ({ key } = await api.user('Shipper'));
});

const get = (path: string, headers: Record<string, string> = {}) => api.call('GET', path, { key, headers });

describe('GET /v2/lookups/bidDeclinationReasons/ (spec 2.12)', () => {
  it("lists the nine reasons with the spec's labels, in order", async () => {
    const res = await get('/v2/lookups/bidDeclinationReasons/');
    expect(res.status).toBe(200);
    expect(res.body.totalCount).toBe(9);
    expect(res.body.items.map((i: any) => [i.value, i.label])).toEqual([
      ['OutOfPriceRange', 'Price too high'],
      ['InsufficientFeedback', 'Insufficient feedback'],
      ['DatesNotCompatible', 'Dates not compatible'],
      ['ShippingNoLongerRequired', 'Shipping no longer required'],
      ['Other', 'Other'],
      ['InsufficientCommunication', 'Insufficient communication'],
      ['InadequateInsurance', 'Inadequate insurance'],
      ['InadequateEquipment', 'Inadequate equipment'],
      ['NeedToMakeChangesToShipment', 'I need to make changes to this shipment'],
    ]);
    expect(res.body.items[8].shortLabel).toBe('Shipment needs to be updated');
    expect(res.body.items[0].shortLabel).toBe('Price too high'); // falls back to label
  });

  it('is localized in German and French', async () => {
    expect((await get('/v2/lookups/bidDeclinationReasons', { 'accept-language': 'de-DE' })).body.items[0].label).toBe(
      'Preis zu hoch',
    );
    const fr = await get('/v2/lookups/bidDeclinationReasons', { 'accept-language': 'fr' });
    expect(fr.body.items[0].label).toBe('Prix trop élevé');
    expect(fr.headers.get('content-language')).toBe('fr');
  });
});

describe('GET /v2/lookups/serviceTypes (spec 2.13)', () => {
  it('lists about 70 service types, including every value the spec shows', async () => {
    const res = await get('/v2/lookups/serviceTypes');
    expect(res.body.totalCount).toBeGreaterThanOrEqual(65);
    expect(res.body.totalCount).toBeLessThanOrEqual(75);
    const values = res.body.items.map((i: any) => i.value);
    for (const seen of [
      'TowAway',
      'Driveaway',
      'OpenTransport',
      'EnclosedTransport',
      'CourierService',
      'WhiteGlove',
      'Other',
    ])
      expect(values).toContain(seen);
    expect(new Set(values).size).toBe(values.length);
  });

  it('filters by commodity (subcommodity or parent) with details, costTier, and recommended only when true', async () => {
    const cars = await get('/v2/lookups/serviceTypes?commodityCode=CarsLightTrucks');
    const parent = await get('/v2/lookups/serviceTypes?commodityCode=Vehicles');
    expect(cars.body).toEqual(parent.body);
    const open = cars.body.items.find((i: any) => i.value === 'OpenTransport');
    expect(open).toMatchObject({ recommended: true, costTier: 2 });
    expect(open.details).toMatch(/open/i);
    const enclosed = cars.body.items.find((i: any) => i.value === 'EnclosedTransport');
    expect('recommended' in enclosed).toBe(false);
    expect(cars.body.items.map((i: any) => i.value)).not.toContain('BlanketWrap');
    const furniture = await get('/v2/lookups/serviceTypes?commodityCode=Furniture');
    expect(furniture.body.items.map((i: any) => i.value)).toEqual(
      expect.arrayContaining([
        'BlanketWrap',
        'WhiteGlove',
        'MoverLoadingService',
        'LtlTransportOnly',
        'LtlWithPackaging',
        'LtlInsidePickup',
        'LtlCurbsidePickup',
      ]),
    );
    const boats = await get('/v2/lookups/serviceTypes?commodityCode=SailBoats');
    expect(boats.body.items.map((i: any) => i.value)).toEqual(
      expect.arrayContaining(['InWaterDelivery', 'OceanFreightContainer', 'FlatbedTransport', 'TowAway']),
    );
  });

  it('is localized, details included', async () => {
    const de = await get('/v2/lookups/serviceTypes?commodityCode=Dogs', { 'accept-language': 'de' });
    const ground = de.body.items.find((i: any) => i.value === 'GroundPetTransport');
    expect(ground.label).toBe('Tiertransport auf der Straße');
    expect(ground.details).toMatch(/klimatisiert/);
  });

  it('an unknown commodity code gets 400 naming commodityCode', async () => {
    const res = await get('/v2/lookups/serviceTypes?commodityCode=Spaceships');
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)[0]!.field).toBe('commodityCode');
  });
});

describe('GET /v2/lookups/commodities', () => {
  it('is the parent -> subcommodity tree holding every value of spec 2.7 and 2.15', async () => {
    const res = await get('/v2/lookups/commodities');
    const subs = res.body.items.flatMap((p: any) => p.subCommodities.map((s: any) => s.value));
    const spec = [
      'PowerBoats',
      'SailBoats',
      'PersonalWatercraft',
      'OtherBoats',
      'Furniture',
      'AllTerrainVehicles',
      'GoCartsDuneBuggies',
      'MotorcyclesMopeds',
      'OtherPowerSports',
      'Snowmobiles',
      'Cats',
      'Dogs',
      'CarsLightTrucks',
      'OtherVehicles',
      'HomeElectronics',
      'Appliances',
      'ArcadeEquipment',
      'LawnOutdoorEquipment',
      'SportingEquipment',
      'HouseholdPlants',
      'OtherHouseholdGoods',
      'NewCommercialGoods',
      'UsedCommercialGoods',
      'WineLiquorBeerSpirits',
      'NonPerishableFoodsBeverages',
      'OtherLessthanTruckloadGoods',
      'WoodPaperProducts',
      'GeneralFreight',
      'MachineryLargeObjects',
      'ArticlesofBaseMetal',
      'VehicleParts',
      'BoatParts',
      'RefrigeratedFood',
      'OtherFoodAgriculture',
    ];
    for (const value of spec) expect(subs).toContain(value);
    expect(subs.length).toBeGreaterThanOrEqual(75);
    const boats = res.body.items.find((p: any) => p.value === 'Boats');
    expect(boats.subCommodities.map((s: any) => s.value)).toEqual([
      'PowerBoats',
      'SailBoats',
      'PersonalWatercraft',
      'OtherBoats',
    ]);
  });

  it("answers one parent's subcommodities, and 400 for an unknown parent", async () => {
    const pets = await get('/v2/lookups/commodities?parent=Pets');
    expect(pets.body.items.map((i: any) => i.value)).toEqual(['Cats', 'Dogs']);
    const bad = await get('/v2/lookups/commodities?parent=Cats');
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body)[0]!.field).toBe('parent');
  });
});

describe('GET /v2/lookups/trailerTypes/', () => {
  it('lists every trailer type the spec shows and filters by commodity', async () => {
    const all = await get('/v2/lookups/trailerTypes/');
    const values = all.body.items.map((i: any) => i.value);
    for (const seen of ['DryVan', 'AutoCarrier', 'Reefer', 'AirRideVan', 'Flatbed', 'OnTrailer'])
      expect(values).toContain(seen);
    const cars = await get('/v2/lookups/trailerTypes?commodityCode=CarsLightTrucks');
    const carValues = cars.body.items.map((i: any) => i.value);
    expect(carValues).toContain('AutoCarrier');
    expect(carValues).not.toContain('Reefer');
    expect(cars.body.totalCount).toBe(carValues.length);
  });
});

describe('GET /v2/lookups/regions/ (depth and parent selectors)', () => {
  it('lists North America, both countries, 51 US jurisdictions and 13 Canadian ones', async () => {
    const all = await get('/v2/lookups/regions/');
    expect(all.body.totalCount).toBe(1 + 2 + 51 + 13);
    const states = await get('/v2/lookups/regions?parent=NA-USA');
    expect(states.body.totalCount).toBe(51);
    expect(states.body.items).toContainEqual({
      value: 'USA-TX',
      label: 'Texas',
      shortLabel: 'TX',
      code: 'TX',
      depth: 2,
      parent: 'NA-USA',
    });
    const provinces = await get('/v2/lookups/regions?parent=NA-CAN&depth=2', { 'accept-language': 'fr' });
    expect(provinces.body.items.find((i: any) => i.value === 'CAN-BC').label).toBe('Colombie-Britannique');
    const countries = await get('/v2/lookups/regions?depth=1');
    expect(countries.body.items.map((i: any) => i.value)).toEqual(['NA-USA', 'NA-CAN']);
  });

  it('a depth that is not 0, 1 or 2, or an unknown parent, gets 400 naming it', async () => {
    const depth = await get('/v2/lookups/regions?depth=7');
    expect(depth.status).toBe(400);
    expect(errorsOf(depth.body)[0]!.field).toBe('depth');
    const parent = await get('/v2/lookups/regions?parent=EU');
    expect(parent.status).toBe(400);
    expect(errorsOf(parent.body)[0]!.field).toBe('parent');
  });
});

describe('GET /v2/lookups/currencies/', () => {
  it('lists USD and CAD with ISO 4217 codes and localized names', async () => {
    const en = await get('/v2/lookups/currencies/');
    expect(en.body).toEqual({
      totalCount: 2,
      items: [
        { value: 'USD', label: 'US Dollar', shortLabel: 'USD', symbol: '$' },
        { value: 'CAD', label: 'Canadian Dollar', shortLabel: 'CAD', symbol: '$' },
      ],
    });
    const fr = await get('/v2/lookups/currencies', { 'accept-language': 'fr' });
    expect(fr.body.items[1].label).toBe('dollar canadien');
  });
});
