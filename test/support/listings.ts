import { isDeepStrictEqual } from 'node:util';
import { operations } from '../../shared/contract/operations.ts';

// A valid listing body (spec 2.6) to start each test from.
const day = 86_400_000;
const date = (daysAhead: number, hour: number) => {
  const d = new Date(Date.now() + daysAhead * day);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

export function listingBody(overrides: Record<string, unknown> = {}) {
  return {
    title: '2018 Toyota Camry, Austin to Tucson',
    description: 'Runs and drives.',
    confidentialDescription: 'Gate code 4411',
    route: {
      items: [
        {
          address: {
            streetAddress: '1100 S Congress Ave',
            postalCode: '78704',
            country: 'US',
            type: 'Residence',
            contactFullName: 'Dana Reyes',
            contactPhoneNumber: '+1 512 555 0142',
          },
          timeFrame: { earliestArrival: date(3, 9), latestArrival: date(5, 17), timeFrameType: 'Between' },
          contact: { name: 'Dana Reyes', phoneNumber: '+1 512 555 0142', email: 'dana@example.com' },
        },
        {
          address: {
            streetAddress: '455 W Congress St',
            postalCode: '85701',
            country: 'US',
            type: 'BusinessWithLoadingDockOrForklift',
          },
          timeFrame: { earliestArrival: date(6, 9), latestArrival: date(9, 17), timeFrameType: 'between' },
        },
      ],
    },
    items: [{ commodity: 'CarsLightTrucks', unitCount: 1, year: '2018', makeName: 'Toyota', modelName: 'Camry' }],
    serviceTypes: ['OpenTransport'],
    ...overrides,
  };
}

export const bidBody = (amount = 900, overrides: Record<string, unknown> = {}) => ({
  price: { amount, currencyType: 'USD' },
  latestPickup: new Date(Date.now() + 5 * day).toISOString(),
  latestDelivery: new Date(Date.now() + 9 * day).toISOString(),
  ...overrides,
});

/** A carrier's rate on an LTL rate request, valid a day. */
export const rateBody = (amount = 420) => ({
  price: { amount, currencyType: 'USD' },
  transitDays: 3,
  serviceLevel: 'Standard',
  expiresOn: new Date(Date.now() + day).toISOString(),
});

/** The OpenAPI example rate request (spec 2.9), picked up three days from now. */
export function rateRequestBody() {
  const example = structuredClone(operations.CreateRateRequest!.body!.example) as {
    route: { items: { timeFrame?: Record<string, string> }[] };
  };
  const pickupDate = new Date(Date.now() + 3 * day).toISOString().slice(0, 10);
  example.route.items[0]!.timeFrame = { earliestArrival: pickupDate, latestArrival: pickupDate, timeFrameType: 'on' };
  return example;
}

type Caller = { call: (method: 'GET', path: string, options: { key: string }) => Promise<{ body: any }> };

/**
 * Until the caller's list (GET /v2/listings, up to 100) shows every listing as GET /v2/listings/{id}
 * does: the list's views follow a change through the stream (docs/listings.md), like search.
 */
export async function listCatchesUp(
  api: Caller,
  key: string,
  query = '$top=100',
  holds: (list: any) => boolean = () => true,
): Promise<any> {
  const { eventually } = await import('./eventually.ts');
  return eventually(
    async () => {
      const list = (await api.call('GET', `/v2/listings?${query}`, { key })).body;
      const current = await Promise.all(
        list.items.map(
          async (item: { listingId: number }) =>
            (await api.call('GET', `/v2/listings/${item.listingId}`, { key })).body,
        ),
      );
      return { list, current };
    },
    ({ list, current }) => isDeepStrictEqual(list.items, current) && holds(list),
    `the list ${query} showing every listing as it is`,
  ).then(({ list }) => list);
}
