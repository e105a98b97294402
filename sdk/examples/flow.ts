import { createClient } from '@shipping-marketplace/client';

// The README's whole flow with the client: a fixed price, a listing, a bid, its acceptance,
// transit and tracking. test/integration/client.test.ts runs it against the local runtime.
export async function shipSofa(baseUrl: string, keys: { shipper: string; provider: string }) {
  const shipper = createClient({ baseUrl, apiKey: keys.shipper });
  const provider = createClient({ baseUrl, apiKey: keys.provider });
  const day = (n: number) => new Date(Date.now() + n * 864e5).toISOString();

  // 1. A fixed-price quote for a sofa, Austin to Tucson; its priceCorrelationId links a listing to it.
  const quote = await shipper.POST('/v2/fixedprice', {
    body: {
      source: 'tour',
      originPostalCode: '78704',
      destinationPostalCode: '85701',
      items: [{ heightInMeters: 1, widthInMeters: 2, lengthInMeters: 0.9, unitCount: 1 }],
    },
  });
  if (!quote.data) throw new Error(quote.error?.reason);

  // 2. The listing: 201 with its Location (the client adds an Idempotency-Key, so a retry creates one listing).
  const stop = (streetAddress: string, postalCode: string, from: number, to: number) => ({
    address: { streetAddress, postalCode, country: 'US', type: 'Residence' as const },
    timeFrame: { earliestArrival: day(from), latestArrival: day(to), timeFrameType: 'Between' as const },
  });
  const listing = await shipper.POST('/v2/listings', {
    body: {
      title: 'Sofa, Austin to Tucson',
      items: [{ commodity: 'Furniture', unitCount: 1 }],
      serviceTypes: ['BlanketWrap'],
      referenceNumbers: [{ type: 'PriceCorrelationId', number: quote.data.priceCorrelationId }],
      route: { items: [stop('1100 S Congress Ave', '78704', 2, 4), stop('455 W Congress St', '85701', 5, 8)] },
    },
  });
  if (listing.error) throw new Error(listing.error.reason);
  const listingId = Number(listing.response.headers.get('location')!.split('/').pop());
  const path = { path: { listingId } };

  // 3. The provider finds it and bids; the shipper accepts (the listing is booked).
  const found = await provider.POST('/v2/search', {
    params: { query: { $top: 1 } },
    body: { origin: { coordinates: { latitude: 30.25, longitude: -97.75, radius: 25 } }, commodities: ['Furniture'] },
  });
  const bid = await provider.POST('/v2/listings/{listingId}/bids', {
    params: path,
    body: { price: { amount: 650, currencyType: 'USD' }, latestPickup: day(4), latestDelivery: day(8) },
  });
  if (!bid.data) throw new Error(bid.error?.reason);
  const accepted = await shipper.POST('/v2/bids/{bidId}/acceptance', { params: { path: { bidId: bid.data.bidId } } });
  if (accepted.error) throw new Error(accepted.error.reason);

  // 4. The provider reports transit; the shipper tracks it.
  await provider.POST('/v2/listings/{listingId}/dispatched', { params: path });
  await provider.POST('/v2/listings/{listingId}/pickedup', {
    params: path,
    body: { latitude: 31.76, longitude: -106.49, comment: 'Loaded in El Paso' },
  });
  const tracking = await shipper.GET('/v2/listings/{listingId}/track', { params: path });
  const history = await shipper.GET('/v2/listings/{listingId}/transitStatuses', { params: path });

  // 5. A tracking page the shipper can forward: the listing's TrackingPage link, no key needed.
  const booked = await shipper.GET('/v2/listings/{listingId}', { params: path });
  const trackingPage = booked.data?.links.find((link) => link.rel === 'TrackingPage')?.href;

  return {
    quote: quote.data,
    listingId,
    found: found.data,
    bid: bid.data,
    tracking: tracking.data,
    history: history.data,
    trackingPage,
  };
}
