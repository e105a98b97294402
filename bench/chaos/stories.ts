import type { MarketplaceClient } from '../../sdk/src/index.ts';
import type { Call, Recorder } from './calls.ts';
import { QUESTIONS_PER_HOUR } from '../../shared/domain/questions/types.ts';

// The realistic marketplace, as stories its people live through the API (docs/reliability.md,
// "The chaos soak"): a shipment from quote to feedback (questions, bids declined and accepted,
// transit with locations and a receipt, messages both ways, paid on the platform half the time and then released),
// acceptances racing, a cancellation, a paid booking cancelled by either party,
// a broker's BookItNow, an LTL rate request booked and hauled, saved searches made, changed and
// dropped, watches, the inbox read. Every create carries a marker (`chaos-<seed>-<n>`, in letters) so the checks
// can count it in the table: what a client saw acknowledged must be there exactly once.

export interface Actor {
  name: string;
  key: string;
  userId: number;
}
export interface World {
  shippers: Actor[];
  carriers: Actor[];
  brokers: Actor[];
  /** Each carrier's saved searches still there (a carrier keeps a few: each hears of every listing near Austin). */
  searches: Map<string, { searchId: string; token: string }[]>;
  /**
   * Each carrier's questions per clock hour (`<carrier> <hour>`): those it saw made, and those it cannot know of (in
   * flight, lost, or made in either of two hours).
   */
  questions: Map<string, { made: number; unknown: number }>;
}
export interface StoryContext {
  recorder: Recorder;
  world: World;
  seed: number;
  client: number;
  rng: () => number;
  marker: () => string;
}

const day = (n: number) => new Date(Date.now() + n * 864e5).toISOString();
const pick = <T>(rng: () => number, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const two = <T>(rng: () => number, items: readonly T[]): [T, T] => {
  const first = pick(rng, items);
  const rest = items.filter((i) => i !== first);
  return [first, pick(rng, rest.length ? rest : items)];
};
const idOf = (response: Response | undefined) => response?.headers.get('location')?.split('/').pop();
type Sent = { response: Response; data?: unknown; error?: unknown };
const as = <T>(sent: Sent | undefined) => sent?.data as T | undefined;

/** Pickups around Austin (the carriers' saved searches listen there), deliveries across the Southwest. */
const pickups = ['78704', '78701', '78745', '78613', '78660'];
const deliveries = ['85701', '87102', '79901', '73102', '77002'];
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

function listingBody(ctx: StoryContext, title: string, extra: Record<string, unknown> = {}) {
  const stop = (postalCode: string, from: number) => ({
    address: { streetAddress: '100 Congress Ave', postalCode, country: 'US', type: 'Residence' },
    timeFrame: { earliestArrival: day(from), latestArrival: day(from + 2), timeFrameType: 'Between' },
  });
  return {
    title,
    items: [{ commodity: 'CarsLightTrucks', unitCount: 1, year: '2019', makeName: 'Honda', modelName: 'Civic' }],
    serviceTypes: ['OpenTransport'],
    route: { items: [stop(pick(ctx.rng, pickups), 2), stop(pick(ctx.rng, deliveries), 5)] },
    ...extra,
  };
}

const bid = (amount: number, comment: string) => ({
  price: { amount, currencyType: 'USD' },
  latestPickup: day(4),
  latestDelivery: day(8),
  comment,
});

/** A call with a marker: `send` is given the marker to put in what it creates. */
async function create(
  ctx: StoryContext,
  actor: Actor,
  name: string,
  entity: string,
  expected: number[] | ((call: Call) => number[]),
  send: (api: MarketplaceClient, token: string) => Promise<Sent>,
) {
  const token = ctx.marker();
  const { call, result } = await ctx.recorder.step(ctx.client, actor, name, expected, (api) => send(api, token), {
    token,
    entity,
  });
  return { call, result, ok: call.outcome === 'acknowledged' };
}

async function act(
  ctx: StoryContext,
  actor: Actor,
  name: string,
  expected: number[],
  send: (api: MarketplaceClient) => Promise<Sent>,
  mark?: { group?: string; undoes?: string },
) {
  const { call, result } = await ctx.recorder.step(ctx.client, actor, name, expected, send, mark);
  return { call, result, ok: call.outcome === 'acknowledged' };
}

/**
 * A carrier asks at most QUESTIONS_PER_HOUR questions a clock hour (docs/limits.md); the soak asks
 * faster than that, so a 429 is what the step expects once the carrier may have used them all, and
 * a 201 while it cannot have. The API counts a question in the hour it made it, somewhere between
 * the call's start and its end: a call whose retries ran into the next hour (a 429 whose Retry-After
 * ends with the hour, a stopped first attempt) may see either, and counts as unknown in both hours.
 */
async function askQuestion(ctx: StoryContext, carrier: Actor, listingId: number) {
  const hourOf = (at: number) => Math.floor(at / 3_600_000);
  const countIn = (hour: number) => {
    const key = `${carrier.name} ${hour}`;
    const count = ctx.world.questions.get(key) ?? { made: 0, unknown: 0 };
    ctx.world.questions.set(key, count);
    return count;
  };
  const started = countIn(hourOf(Date.now()));
  const madeBefore = started.made; // what finished before this call began: it was counted before this one
  started.unknown += 1;
  const expected = (call: Call) => {
    if (hourOf(call.endedAt ?? call.startedAt) !== hourOf(call.startedAt)) return [201, 429];
    // anything made, or in flight, by the call's end may have been counted before it (but not this call itself)
    return [
      ...(madeBefore < QUESTIONS_PER_HOUR ? [201] : []),
      ...(started.made + started.unknown - 1 >= QUESTIONS_PER_HOUR ? [429] : []),
    ];
  };
  const asked = await create(ctx, carrier, 'ask a question', 'Question', expected, (api, text) =>
    api.POST('/v2/listings/{listingId}/questions', { params: { path: { listingId } }, body: { text } }),
  );
  const endHour = hourOf(asked.call.endedAt ?? Date.now());
  if (endHour !== hourOf(asked.call.startedAt))
    countIn(endHour).unknown += 1; // made in either hour: unknown in both
  else if (asked.call.outcome !== 'indeterminate') {
    started.unknown -= 1;
    if (asked.ok) started.made += 1;
  }
  return asked;
}

/** A shipment, quote to feedback. */
export async function shipment(ctx: StoryContext): Promise<void> {
  const shipper = pick(ctx.rng, ctx.world.shippers);
  const [carrier, rival] = two(ctx.rng, ctx.world.carriers);
  const listingId = await quotedListing(ctx, shipper);
  if (listingId === undefined) return;
  await act(ctx, rival, 'search', [200], (api) =>
    api.POST('/v2/search', { body: { origin: { coordinates: { latitude: 30.27, longitude: -97.74, radius: 150 } } } }),
  );
  const asked = await askQuestion(ctx, carrier, listingId);
  const questionId = idOf(asked.result?.response);
  if (asked.ok && questionId)
    await act(ctx, shipper, 'answer the question', [200], (api) =>
      api.PUT('/v2/listings/{listingId}/questions/{questionId}/answer', {
        params: { path: { listingId, questionId } },
        body: { text: 'Keys with the neighbour.' },
      }),
    );
  const paid = ctx.rng() < 0.5;
  if (!(await booked(ctx, { shipper, carrier, rival, listingId, paid }))) return;
  if ((await haul(ctx, { shipper, carrier, listingId })) && paid)
    await act(ctx, shipper, 'release the payment', [200], (api) =>
      api.POST('/v2/listings/{listingId}/payment/release', { params: { path: { listingId } } }),
    );
}

/** Paid on the platform with Stripe's test card (docs/payments.md): the body of a paid acceptance. */
const payment = { payment: { paymentMethod: 'pm_card_visa' } };

/** A fixed-price quote, and a listing that names it; undefined when the listing was not made. */
async function quotedListing(ctx: StoryContext, shipper: Actor): Promise<number | undefined> {
  const quote = await act(ctx, shipper, 'fixed price', [200], (api) =>
    api.POST('/v2/fixedprice', {
      body: {
        source: 'chaos',
        originPostalCode: '78704',
        destinationPostalCode: '85701',
        items: [{ heightInMeters: 1, widthInMeters: 1, lengthInMeters: 2, unitCount: 1 }],
      },
    }),
  );
  const priceCorrelationId = as<{ priceCorrelationId: string }>(quote.result)?.priceCorrelationId;
  const listed = await create(ctx, shipper, 'create listing', 'Listing', [201], (api, title) =>
    api.POST('/v2/listings', {
      body: listingBody(
        ctx,
        title,
        priceCorrelationId ? { referenceNumbers: [{ type: 'PriceCorrelationId', number: priceCorrelationId }] } : {},
      ) as never,
    }),
  );
  const listingId = Number(idOf(listed.result?.response));
  if (!listed.ok) return undefined;
  return listingId;
}

/**
 * Two bids, one maybe declined, then the first carrier's accepted (sometimes racing the rival's), `paid` on the
 * platform or not: whether it is.
 */
async function booked(
  ctx: StoryContext,
  {
    shipper,
    carrier,
    rival,
    listingId,
    paid,
  }: { shipper: Actor; carrier: Actor; rival: Actor; listingId: number; paid: boolean },
): Promise<boolean> {
  const body = paid ? payment : undefined;
  const path = { path: { listingId } };
  const mine = await create(ctx, carrier, 'place a bid', 'Bid', [201], (api, comment) =>
    api.POST('/v2/listings/{listingId}/bids', {
      params: path,
      body: bid(800 + Math.floor(ctx.rng() * 100), comment) as never,
    }),
  );
  const theirs = await create(ctx, rival, 'place a bid', 'Bid', [201], (api, comment) =>
    api.POST('/v2/listings/{listingId}/bids', {
      params: path,
      body: bid(950 + Math.floor(ctx.rng() * 100), comment) as never,
    }),
  );
  const mineId = as<{ bidId: number }>(mine.result)?.bidId;
  const theirsId = as<{ bidId: number }>(theirs.result)?.bidId;
  if (!mine.ok || !mineId) return false;
  if (theirs.ok && theirsId && ctx.rng() < 0.5) {
    await act(ctx, shipper, 'decline a bid', [200], (api) =>
      api.POST('/v2/bids/{bidId}/declination', {
        params: { path: { bidId: theirsId } },
        body: { reason: 'OutOfPriceRange' } as never,
      }),
    );
  }
  if (theirs.ok && theirsId && ctx.rng() < 0.3) {
    // two acceptances at once (two tabs of the shipper's): exactly one books the listing; a bid
    // declined a moment ago is refused too
    const race = `race-${ctx.marker()}`;
    const [mineAccepted] = await Promise.all(
      [mineId, theirsId].map((bidId) =>
        act(
          ctx,
          shipper,
          'accept a bid (racing)',
          [200, 409],
          (api) => api.POST('/v2/bids/{bidId}/acceptance', { params: { path: { bidId } }, body }),
          { group: race },
        ),
      ),
    );
    // the rival hauls it when the first did not win: the story follows the first carrier only
    return mineAccepted!.call.status === 200;
  }
  const accepted = await act(ctx, shipper, 'accept a bid', [200], (api) =>
    api.POST('/v2/bids/{bidId}/acceptance', { params: { path: { bidId: mineId } }, body }),
  );
  return accepted.ok;
}

/** Picked up, on the road, messages, the delivery receipt, delivered, and both sides' feedback: whether delivered. */
async function haul(
  ctx: StoryContext,
  { shipper, carrier, listingId }: { shipper: Actor; carrier: Actor; listingId: number },
): Promise<boolean> {
  const path = { path: { listingId } };
  for (const status of ['dispatched', 'pickedup'] as const) {
    const reported = await create(ctx, carrier, `report ${status}`, 'TransitRecord', [201], (api, comment) =>
      api.POST(`/v2/listings/{listingId}/${status}`, { params: path, body: { comment } as never }),
    );
    if (!reported.ok) return false;
    await create(ctx, carrier, 'report a location', 'TransitRecord', [201], (api, comment) =>
      api.POST('/v2/listings/{listingId}/locations', {
        params: path,
        body: { latitude: 31 + ctx.rng(), longitude: -104 + ctx.rng(), comment },
      }),
    );
  }
  await create(ctx, shipper, 'send a message', 'Message', [201], (api, text) =>
    api.POST('/v2/listings/{listingId}/messages', { params: path, body: { text } }),
  );
  const reply = await create(ctx, carrier, 'send a message', 'Message', [201], (api, text) =>
    api.POST('/v2/listings/{listingId}/messages', { params: path, body: { text } }),
  );
  const messageId = idOf(reply.result?.response);
  if (reply.ok && messageId)
    await act(ctx, shipper, 'read a message', [204], (api) =>
      api.POST('/v2/listings/{listingId}/messages/{messageId}/read', { params: { path: { listingId, messageId } } }),
    );
  await create(ctx, carrier, 'upload a delivery receipt', 'Attachment', [201], (api, fileName) => {
    const form = new FormData();
    form.append('type', 'DeliveryReceipt');
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), `${fileName}.pdf`);
    return api.POST('/v2/listings/{listingId}/attachments', {
      params: path,
      body: form as never,
      bodySerializer: (body: unknown) => body as FormData,
    });
  });
  const delivered = await create(ctx, carrier, 'report delivered', 'TransitRecord', [201], (api, comment) =>
    api.POST('/v2/listings/{listingId}/delivered', { params: path, body: { comment } as never }),
  );
  if (!delivered.ok) return false;
  await create(ctx, shipper, 'leave feedback', 'Feedback', [201], (api, comment) =>
    api.POST('/v2/listings/{listingId}/feedback', {
      params: path,
      body: { rating: 4 + Math.floor(ctx.rng() * 2), onTime: ctx.rng() < 0.8, comment },
    }),
  );
  await create(ctx, carrier, 'leave feedback', 'Feedback', [201], (api, comment) =>
    api.POST('/v2/listings/{listingId}/feedback', { params: path, body: { rating: 5, comment } }),
  );
  return true;
}

/** A listing of `shipper`'s: its id, or undefined when it was not made. */
async function listedBy(ctx: StoryContext, shipper: Actor): Promise<number | undefined> {
  const listed = await create(ctx, shipper, 'create listing', 'Listing', [201], (api, title) =>
    api.POST('/v2/listings', { body: listingBody(ctx, title) as never }),
  );
  return listed.ok ? Number(idOf(listed.result?.response)) : undefined;
}

/**
 * A paid booking cancelled before pickup: by the shipper (refunded by the policy, the listing Cancelled) or by its
 * carrier (refunded whole, the listing open to bids again).
 */
async function paidCancellation(ctx: StoryContext): Promise<void> {
  const shipper = pick(ctx.rng, ctx.world.shippers);
  const carrier = pick(ctx.rng, ctx.world.carriers);
  const listingId = await listedBy(ctx, shipper);
  if (listingId === undefined) return;
  const placed = await create(ctx, carrier, 'place a bid', 'Bid', [201], (api, comment) =>
    api.POST('/v2/listings/{listingId}/bids', {
      params: { path: { listingId } },
      body: bid(700 + Math.floor(ctx.rng() * 100), comment) as never,
    }),
  );
  const bidId = as<{ bidId: number }>(placed.result)?.bidId;
  if (!placed.ok || !bidId) return;
  const accepted = await act(ctx, shipper, 'accept a bid (paid)', [200], (api) =>
    api.POST('/v2/bids/{bidId}/acceptance', { params: { path: { bidId } }, body: payment }),
  );
  if (!accepted.ok) return;
  const by = ctx.rng() < 0.5 ? shipper : carrier;
  await act(ctx, by, 'cancel a paid booking', [204], (api) =>
    api.POST('/v2/listings/{listingId}/cancellation', { params: { path: { listingId } } }),
  );
}

/** A listing cancelled, after a watcher noticed it. */
async function cancellation(ctx: StoryContext): Promise<void> {
  const shipper = pick(ctx.rng, ctx.world.shippers);
  const carrier = pick(ctx.rng, ctx.world.carriers);
  const listingId = await listedBy(ctx, shipper);
  if (listingId === undefined) return;
  const watched = await act(ctx, carrier, 'watch a listing', [201], (api) =>
    api.POST('/v2/listings/{listingId}/watch', { params: { path: { listingId } } }),
  );
  await act(ctx, shipper, 'cancel a listing', [204], (api) =>
    api.POST('/v2/listings/{listingId}/cancellation', { params: { path: { listingId } } }),
  );
  if (watched.ok)
    await act(ctx, carrier, 'stop watching', [204], (api) =>
      api.DELETE('/v2/listings/{listingId}/watch', { params: { path: { listingId } } }),
    );
}

/**
 * A broker's BookItNow listing, booked by the first bid at its price. Half save a card with the listing, which the bid
 * charges (docs/payments.md, "BookItNow"); a fifth of those a card that saves but is refused at the bid, whose bid then
 * waits for the broker's acceptance with another card.
 */
async function bookItNow(ctx: StoryContext): Promise<void> {
  const broker = pick(ctx.rng, ctx.world.brokers);
  const carrier = pick(ctx.rng, ctx.world.carriers);
  const card = ctx.rng() < 0.5 ? undefined : ctx.rng() < 0.8 ? 'pm_card_visa' : 'pm_card_chargeCustomerFail';
  const listed = await create(ctx, broker, 'create a BookItNow listing', 'Listing', [201], (api, title) =>
    api.POST('/v2/listings', {
      body: listingBody(ctx, title, {
        pricing: { namedPrice: { amount: 1000, currencyType: 'USD' } },
        ...(card ? { payment: { paymentMethod: card } } : {}),
      }) as never,
    }),
  );
  const listingId = Number(idOf(listed.result?.response));
  if (!listed.ok) return;
  const booked = await create(ctx, carrier, 'book it now', 'Bid', [201], (api, comment) =>
    api.POST('/v2/listings/{listingId}/bids', { params: { path: { listingId } }, body: bid(1000, comment) as never }),
  );
  if (!booked.ok) return;
  const placed = as<{ bidId: number; state: { value: string } }>(booked.result);
  if (placed?.state.value === 'Active') {
    const accepted = await act(ctx, broker, 'accept the bid its saved card did not book', [200], (api) =>
      api.POST('/v2/bids/{bidId}/acceptance', { params: { path: { bidId: placed.bidId } }, body: payment as never }),
    );
    if (!accepted.ok) return;
  }
  await create(ctx, carrier, 'report dispatched', 'TransitRecord', [201], (api, comment) =>
    api.POST('/v2/listings/{listingId}/dispatched', { params: { path: { listingId } }, body: { comment } as never }),
  );
}

/** An LTL rate request: two rates, one booked and hauled. */
async function lessThanTruckload(ctx: StoryContext): Promise<void> {
  const shipper = pick(ctx.rng, ctx.world.shippers);
  const [carrier, rival] = two(ctx.rng, ctx.world.carriers);
  const pickupDate = new Date(Date.now() + 3 * 864e5).toISOString().slice(0, 10);
  const requested = await create(ctx, shipper, 'request LTL rates', 'RateRequest', [201], (api, thirdPartyId) =>
    api.POST('/v2/raterequests', {
      body: {
        route: {
          items: [
            {
              address: {
                streetAddress: '1100 S Congress Ave',
                postalCode: '78704',
                country: 'US',
                type: 'BusinessWithLoadingDockOrForklift',
              },
              timeFrame: { earliestArrival: pickupDate, latestArrival: pickupDate, timeFrameType: 'on' },
              contact: { name: 'Dock 4', companyName: 'Reyes Supply', phoneNumber: '+1 512 555 0142' },
            },
            {
              address: {
                streetAddress: '455 W Congress St',
                postalCode: '85701',
                country: 'US',
                type: 'BusinessWithLoadingDockOrForklift',
              },
              contact: { name: 'Receiving', companyName: 'Tucson Depot', phoneNumber: '+1 520 555 0199' },
            },
          ],
        },
        items: [
          {
            commodity: 'UsedCommercialGoods',
            handlingUnit: 'Pallets48X40Inches',
            freightClass: 70,
            weightInGrams: 450_000,
            unitCount: 2,
          },
        ],
        thirdPartyId,
      } as never,
    }),
  );
  const rateRequestID = as<{ rateRequestID: number }>(requested.result)?.rateRequestID;
  if (!requested.ok || !rateRequestID) return;
  const rateOf = (amount: number) => (api: MarketplaceClient, comment: string) =>
    api.POST('/v2/raterequests/{rateRequestID}/rates', {
      params: { path: { rateRequestID } },
      body: {
        price: { amount, currencyType: 'USD' },
        transitDays: 3,
        serviceLevel: 'Standard',
        expiresOn: day(3),
        comment,
      } as never,
    });
  const offered = await create(ctx, carrier, 'offer a rate', 'Rate', [201], rateOf(480));
  await create(ctx, rival, 'offer a rate', 'Rate', [201], rateOf(520));
  const rateId = as<{ rateId: number }>(offered.result)?.rateId;
  if (!offered.ok || !rateId) return;
  const booked = await act(ctx, shipper, 'book a rate', [201], (api) =>
    api.POST('/v2/raterequests/{rateRequestID}/rates/{rateId}/booking', {
      params: { path: { rateRequestID, rateId } },
    }),
  );
  const listingId = Number(idOf(booked.result?.response));
  if (booked.ok && listingId)
    await create(ctx, carrier, 'report dispatched', 'TransitRecord', [201], (api, comment) =>
      api.POST('/v2/listings/{listingId}/dispatched', { params: { path: { listingId } }, body: { comment } as never }),
    );
}

/** How many saved searches a carrier keeps: a new one past these replaces its oldest. */
const SEARCHES_KEPT = 2;

/**
 * A carrier's saved search, changed, sometimes dropped (or its oldest, to keep a few); the inbox read.
 * `keep`: never dropped (each client's first story, so the audit's saved-search checks always have
 * a search to check, however few stories a slow machine runs in a minute).
 */
export async function savedSearch(ctx: StoryContext, { keep = false } = {}): Promise<void> {
  const carrier = pick(ctx.rng, ctx.world.carriers);
  const kept = ctx.world.searches.get(carrier.name) ?? [];
  ctx.world.searches.set(carrier.name, kept);
  if (kept.length >= SEARCHES_KEPT) {
    const oldest = kept.shift()!;
    await act(
      ctx,
      carrier,
      'delete a saved search',
      [204],
      (api) => api.DELETE('/v2/searches/{searchId}', { params: { path: { searchId: oldest.searchId } } }),
      { undoes: oldest.token },
    );
  }
  const query = {
    commodities: ['Vehicles'],
    origin: { coordinates: { latitude: 30.27, longitude: -97.74, radius: 40 + Math.floor(ctx.rng() * 60) } },
  };
  const saved = await create(ctx, carrier, 'save a search', 'SavedSearch', [201], (api, name) =>
    api.POST('/v2/searches', { body: { name, query, alerts: 'Instant' } as never }),
  );
  const searchId = as<{ searchId: string }>(saved.result)?.searchId;
  if (!saved.ok || !searchId) return;
  const token = saved.call.token!;
  await act(ctx, carrier, 'change a saved search', [200], (api) =>
    api.PUT('/v2/searches/{searchId}', {
      params: { path: { searchId } },
      body: {
        name: `${token} (cars)`,
        query: { ...query, commodities: ['CarsLightTrucks'] },
        alerts: ctx.rng() < 0.5 ? 'Instant' : 'Daily',
      } as never,
    }),
  );
  if (!keep && ctx.rng() < 0.5)
    await act(
      ctx,
      carrier,
      'delete a saved search',
      [204],
      (api) => api.DELETE('/v2/searches/{searchId}', { params: { path: { searchId } } }),
      { undoes: token },
    );
  else kept.push({ searchId, token });
  const inbox = await act(ctx, carrier, 'read the inbox', [200], (api) =>
    api.GET('/v2/notifications', { params: { query: { $top: 5 } as never } }),
  );
  const first = as<{ items: { notificationId: string }[] }>(inbox.result)?.items[0];
  if (first)
    await act(ctx, carrier, 'mark a notification read', [204], (api) =>
      api.POST('/v2/notifications/{notificationId}/read', {
        params: { path: { notificationId: first.notificationId } },
      }),
    );
}

/** The mix: shipments most often (they touch the most), then the rest. */
export const stories: { story: (ctx: StoryContext) => Promise<void>; weight: number }[] = [
  { story: shipment, weight: 5 },
  { story: cancellation, weight: 1 },
  { story: paidCancellation, weight: 1 },
  { story: bookItNow, weight: 1 },
  { story: lessThanTruckload, weight: 2 },
  { story: savedSearch, weight: 2 },
];

export function nextStory(rng: () => number): (ctx: StoryContext) => Promise<void> {
  const total = stories.reduce((sum, s) => sum + s.weight, 0);
  let at = rng() * total;
  for (const { story, weight } of stories) {
    if ((at -= weight) < 0) return story;
  }
  return stories[0]!.story;
}
