import { readFileSync } from 'node:fs';
import { postalPlaces, postalCodesFile } from '../../shared/geo/geocoder.ts';
import { greatCircleKm } from '../../shared/geo/great-circle.ts';
import { routeKm } from '../../shared/geo/distance.ts';
import { isRegion, regionOf } from '../../shared/domain/lookups/lookups.ts';
import { expiryOf } from '../../shared/domain/listings/rules.ts';
import type { Listing, ListingStop, PricingFormat } from '../../shared/domain/listings/types.ts';
import type { Bid } from '../../shared/domain/bids/types.ts';
import { searchCardFor } from '../../shared/domain/search/service.ts';
import type { PlacedCard } from '../../shared/domain/search/placement.ts';
import { countSeededListings, listingItems } from '../../shared/data/listings.ts';
import { searchCardItems } from '../../shared/data/search-indexing.ts';
import { seedTallies } from '../../shared/data/search-tallies.ts';
import { putItems, putTogether } from '../../shared/data/bulk.ts';
import { newId } from '../../shared/data/ids.ts';
import { bidderItem } from '../../shared/data/bids.ts';
import { bidItems as bidDefinition } from '../../shared/data/definitions/bid.ts';
import { savePreferences } from '../../shared/data/email.ts';
import { preferencesOf } from '../../shared/domain/email/service.ts';
import { notificationKinds } from '../../shared/domain/event-payloads/kinds.ts';
import { forEachInParallel } from '../../shared/parallel.ts';
import { userIdOfEmail } from '../../shared/data/users.ts';
import { registerUser } from '../../shared/domain/users/service.ts';
import type { UserDraft } from '../../shared/domain/users/service.ts';
import type { UserType } from '../../shared/domain/users/types.ts';
import { placeCard } from '../../shared/domain/search/placement.ts';

// Realistic open listings across the US and Canada, for seeding a table and for bench/search.ts
// (docs/search.md). Pickups and deliveries are postal-code centroids (ZIP codes crowd where people
// do, so cities get most listings); trips are mostly regional with a long tail of cross-country
// moves; commodities, pricing formats, prices, bids and dates vary the way the marketplace does.
// An auction's bids are real bids of seeded carriers, written with it: its bid count and lowest bid
// are theirs, so the audit finds a seeded table whole (issue 79) and search shows what they say.

type Place = ReturnType<typeof postalPlaces>[number];

let places: Place[] | undefined;

function allPlaces(): Place[] {
  places ??= postalPlaces(readFileSync(postalCodesFile, 'utf8')).filter((p) =>
    isRegion(regionOf(p.country, p.stateProvince)),
  );
  return places;
}

/** A postal-code centroid drawn as listings' stops are (cities most often): where sample searches centre too. */
export const randomPlace = (random: () => number): Place => pick(random, allPlaces());

/** A small seeded generator (mulberry32): the same seed gives the same marketplace. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const kinds = [
  {
    weight: 35,
    commodity: 'CarsLightTrucks',
    services: ['OpenTransport'],
    perKm: 0.45,
    base: 150,
    titles: [
      '2018 Toyota Camry',
      '2015 Ford F-150',
      '2020 Honda Civic',
      '2012 Jeep Wrangler',
      '2019 Tesla Model 3',
      '2008 Chevrolet Silverado',
    ],
  },
  {
    weight: 25,
    commodity: 'Furniture',
    services: ['BlanketWrap'],
    perKm: 0.6,
    base: 120,
    titles: [
      'Sectional sofa',
      'Dining table and 6 chairs',
      'King bed frame and dresser',
      'Antique armoire',
      'Office desk and bookcase',
    ],
  },
  {
    weight: 12,
    commodity: 'Boats',
    services: ['BoatOnTrailer'],
    perKm: 0.9,
    base: 250,
    titles: [
      '21 ft Bayliner on trailer',
      '16 ft aluminum fishing boat',
      'Sea-Doo personal watercraft',
      '26 ft sailboat',
    ],
  },
  {
    weight: 13,
    commodity: 'MotorcyclesPowerSports',
    services: ['MotorcycleTrailerTransport'],
    perKm: 0.5,
    base: 100,
    titles: ['Harley-Davidson Street 750', 'Honda CRF250 dirt bike', 'Polaris Sportsman ATV', 'Yamaha snowmobile'],
  },
  {
    weight: 15,
    commodity: 'Pets',
    services: ['GroundPetTransport'],
    perKm: 0.7,
    base: 180,
    titles: ['Golden retriever puppy', 'Two cats', 'French bulldog', 'Parrot in travel cage'],
  },
] as const;
const totalWeight = kinds.reduce((sum, k) => sum + k.weight, 0);

export interface SampleOptions {
  random: () => number;
  shipperIds: number[];
  brokerIds: number[];
  /**
   * The carriers who bid on auctions (seedAccounts('ServiceProvider', SEED_CARRIERS)), at most one bid each a
   * listing: an auction draws up to SEED_CARRIERS bids, fewer when fewer carriers are given. None: no bids.
   */
  providerIds?: number[];
  now: Date;
}

/** The most bids a sample auction draws, and so the seeded carriers that can place them all (one each). */
export const SEED_CARRIERS = 7;

/** A sample listing and the bids it carries: its `bidCount` and `lowestBid` are theirs. */
export interface SampleListing {
  listing: Listing;
  bids: Bid[];
}

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

/** A delivery place at a distance drawn from the marketplace's mix: mostly regional, some cross-country. */
function destinationFor(origin: Place, random: () => number): Place {
  const all = allPlaces();
  const wanted = random() < 0.7 ? 50 + random() * 750 : 800 + random() * 3500;
  let best = pick(random, all);
  let bestGap = Infinity;
  for (let i = 0; i < 40; i++) {
    const candidate = pick(random, all);
    const gap = Math.abs(greatCircleKm(origin, candidate) - wanted);
    if (candidate !== origin && gap < bestGap) [best, bestGap] = [candidate, gap];
  }
  return best;
}

function stopAt(place: Place, random: () => number, earliest: number, hours: number): ListingStop {
  return {
    address: {
      streetAddress: `${100 + Math.floor(random() * 9800)} Main St`,
      majorMunicipality: place.majorMunicipality,
      postalCode: place.postalCode,
      stateProvince: place.stateProvince,
      country: place.country,
      type: pick(random, ['Residence', 'Business', 'Port', 'Storage']),
      latitude: place.latitude,
      longitude: place.longitude,
    },
    timeFrame: {
      earliestArrival: new Date(earliest).toISOString(),
      latestArrival: new Date(earliest + hours * 3_600_000).toISOString(),
      timeFrameType: 'Between',
    },
  };
}

/** One open listing, as the API would have stored it after creation and activation, before any bid. */
export const sampleListing = (listingId: number, options: SampleOptions): Listing =>
  sampleListingWithBids(listingId, { ...options, providerIds: [] }, () => 0).listing;

/**
 * One open listing and the bids it has taken: an auction's, by distinct carriers of `options.providerIds`, each as
 * placing it would have stored it (Active, at the listing's stops' latest times, between its activation and its last
 * change), the listing counting them as their transaction would have. `bidId` draws each bid's id.
 */
export function sampleListingWithBids(
  listingId: number,
  options: SampleOptions,
  bidId: () => number = newId,
): SampleListing {
  const { random, now } = options;
  const hour = 3_600_000;
  let roll = random() * totalWeight;
  const kind = kinds.find((k) => (roll -= k.weight) < 0) ?? kinds[0];
  const origin = pick(random, allPlaces());
  const destination = destinationFor(origin, random);
  const activatedOn = now.getTime() - random() * 20 * 24 * hour;
  const pickupFrom = now.getTime() + random() * 25 * 24 * hour;
  const pickup = stopAt(origin, random, pickupFrom, 24 + Math.floor(random() * 96));
  const delivery = stopAt(destination, random, pickupFrom + 24 * hour, 72 + Math.floor(random() * 96));
  const kilometers = routeKm([pickup.address, delivery.address]);
  const fair = Math.round((kind.base + kind.perKm * kilometers) * (0.8 + random() * 0.4));
  const currencyType = origin.country === 'CA' && destination.country === 'CA' ? 'CAD' : 'USD';
  const formatRoll = random();
  const brokered = formatRoll < 0.1;
  const format: PricingFormat = brokered ? 'BookItNow' : formatRoll < 0.4 ? 'OfferPrice' : 'Auction';
  const drawnBids = format === 'Auction' ? Math.floor(random() ** 2 * (SEED_CARRIERS + 1)) : 0;
  const updatedOn = new Date(activatedOn + random() * (now.getTime() - activatedOn)).toISOString();
  const listing: Listing = {
    listingId,
    shipperId: pick(random, brokered ? options.brokerIds : options.shipperIds),
    title: pick(random, kind.titles),
    status: 'Active',
    pricing: {
      format,
      ...(format !== 'Auction' ? { namedPrice: { amount: fair, currencyType } } : {}),
      ...(format === 'Auction' && random() < 0.4
        ? { targetPrice: { amount: Math.round(fair * 0.9), currencyType } }
        : {}),
    },
    route: { items: [pickup, delivery], kilometers },
    items: [{ commodity: kind.commodity, unitCount: 1 + Math.floor(random() ** 3 * 4) }],
    referenceNumbers: [],
    serviceTypes: [...kind.services],
    gallery: random() < 0.3 ? [`https://images.example/listings/${listingId}.jpg`] : [],
    createdOn: new Date(activatedOn).toISOString(),
    updatedOn,
    activatedOn: new Date(activatedOn).toISOString(),
    expiresOn: expiryOf(pickup.timeFrame.latestArrival, new Date(activatedOn)),
    bidCount: 0,
  };
  const bidders = [...(options.providerIds ?? [])];
  const bids: Bid[] = [];
  for (let i = 0; i < Math.min(drawnBids, bidders.length); i++) {
    const [providerId] = bidders.splice(Math.floor(random() * bidders.length), 1) as [number];
    const placedOn = new Date(activatedOn + random() * (Date.parse(updatedOn) - activatedOn)).toISOString();
    bids.push({
      bidId: bidId(),
      listingId,
      shipperId: listing.shipperId,
      providerId,
      price: { amount: Math.round(fair * (0.75 + random() * 0.3)), currencyType },
      latestPickup: pickup.timeFrame.latestArrival,
      latestDelivery: delivery.timeFrame.latestArrival,
      state: 'Active',
      createdOn: placedOn,
      updatedOn: placedOn,
    });
  }
  // what each bid's transaction adds to the listing's state (shared/data/bids.ts, insertBid)
  return {
    listing: bids.length
      ? { ...listing, bidCount: bids.length, lowestBid: Math.min(...bids.map((b) => b.price.amount)) }
      : listing,
    bids,
  };
}

/** The items placing these bids writes besides the listing's counters: each bid and its carrier's claim. */
const bidItems = (bids: Bid[]) => bids.flatMap((bid) => [bidDefinition.item(bid), bidderItem(bid)]);

/**
 * Writes `count` open listings with their search cards and bids, in chunks, reporting progress. Ids
 * are drawn as the API draws them and kept unique within the run (bulk writes have no conditions).
 */
export async function seedOpenListings(
  count: number,
  options: SampleOptions,
  progress: (written: number) => void = () => {},
): Promise<void> {
  const used = new Set<number>();
  const usedBidIds = new Set<number>();
  const bidId = () => {
    let id = newId();
    while (usedBidIds.has(id)) id = newId();
    usedBidIds.add(id);
    return id;
  };
  // a chunk's tallies are added up before its items go: small enough that progress moves within a
  // second of the start, large enough that the tallies stay a few updates a chunk (docs/performance.md, "Seeding")
  const CHUNK = 250;
  const LISTINGS_AT_ONCE = 25;
  for (let done = 0; done < count; done += CHUNK) {
    const listings: Listing[] = [];
    const cards: PlacedCard[] = [];
    /** Each listing's own items and its search items, made once. */
    const seeded: { own: Record<string, unknown>[]; search: Record<string, unknown>[] }[] = [];
    for (let i = done; i < Math.min(count, done + CHUNK); i++) {
      let id = newId();
      while (used.has(id)) id = newId();
      used.add(id);
      const { listing, bids } = sampleListingWithBids(id, options, bidId);
      const card = await searchCardFor(listing);
      const placed = card && placeCard(card);
      listings.push(listing);
      if (placed) cards.push(placed);
      seeded.push({
        own: [...listingItems(listing), ...bidItems(bids)],
        search: placed ? searchCardItems(placed) : [],
      });
    }
    // where each listing is counted goes first, then its search items, then the listing: the stream
    // indexer, woken by the listing's items, finds it indexed and counted, and adds nothing to what
    // seeding adds up. A listing's content, state and entry go at once (putTogether): half written,
    // it reads as no listing, and the indexer took its cards out until the rest came (a search in the
    // meantime missed it: test/integration/search-scale.test.ts caught one); its bids and their
    // claims go with them, as a bid's transaction writes them with the counters. A few listings at a
    // time, so that the consumers read the stream while seeding writes (docs/performance.md, "Seeding").
    await putItems(await seedTallies(cards));
    const perListing = seeded.reduce((sum, { own, search }) => sum + own.length + search.length, 0) / seeded.length;
    const groups: (typeof seeded)[] = [];
    for (let i = 0; i < seeded.length; i += LISTINGS_AT_ONCE) groups.push(seeded.slice(i, i + LISTINGS_AT_ONCE));
    await forEachInParallel(groups, 2, async (group) => {
      await putItems(
        group.flatMap(({ search }) => search),
        (written) => progress(written / perListing),
      );
      await putTogether(
        group.map(({ own }) => own),
        (written) => progress(written / perListing),
      );
    });
    await countSeededListings(listings);
  }
}

/** What a seeded carrier hauls: every kind of sample listing, anywhere. */
const seedCarrier = (i: number): Partial<UserDraft> => ({
  companyName: `Seed Carrier ${i}`,
  profile: {
    entityType: 'Carrier',
    trailerTypes: ['AutoCarrier', 'Flatbed', 'BoxTruck'],
    commodities: ['Vehicles', 'Boats', 'MotorcyclesPowerSports', 'HouseholdGoods'],
    regions: ['NA-USA', 'NA-CAN'],
  },
});

/**
 * The seed accounts listings belong to (Shipper, Broker) or bids come from (ServiceProvider), created once and reused
 * by later runs. No one reads their mail (a reserved domain): every email is off, or a seeded bid would mail its
 * listing's shipper.
 */
export async function seedAccounts(userType: UserType, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 1; i <= count; i++) {
    const emailAddress = `seed-${userType.toLowerCase()}-${i}@marketplace.example`;
    const userId =
      (await userIdOfEmail(emailAddress)) ??
      (
        await registerUser({
          userType,
          firstName: 'Seed',
          lastName: `${userType} ${i}`,
          emailAddress,
          mobilePhone: '+1 555 010 0100',
          ...(userType === 'ServiceProvider' ? seedCarrier(i) : {}),
        })
      ).userId;
    const preferences = await preferencesOf(userId);
    if (Object.values(preferences.email).some(Boolean))
      await savePreferences({
        ...preferences,
        email: Object.fromEntries(notificationKinds.map((kind) => [kind, false])) as typeof preferences.email,
      });
    ids.push(userId);
  }
  return ids;
}
