import { describe, expect, it } from 'vitest';
import { etaBadges, trackingPageHtml } from '../../shared/domain/tracking/page-view.ts';
import type { TrackingPage } from '../../shared/domain/tracking/pages.ts';
import type { EtaStatus, Listing, ListingStop, ShipmentTracking } from '../../shared/domain/listings/types.ts';
import type { Language } from '../../shared/language/language.ts';

// The public tracking page's stops ahead (docs/tracking.md, "The public tracking page"): each with its estimated
// arrival in the stop's own zone and its status as a coloured badge with its word, as `stopEtas` reads them.

const now = Date.parse('2026-12-01T18:00:00Z');
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

const stop = (
  majorMunicipality: string,
  stateProvince: string,
  [latitude, longitude]: [number, number],
  [earliestArrival, latestArrival]: [string, string],
): ListingStop => ({
  address: {
    streetAddress: '1 Private Rd',
    majorMunicipality,
    postalCode: '00000',
    stateProvince,
    country: 'US',
    type: 'Residence',
    latitude,
    longitude,
  },
  timeFrame: { earliestArrival, latestArrival, timeFrameType: 'Between' },
});

/** Austin, TX (America/Chicago) to Tucson, AZ (America/Phoenix): two zones, so each stop's time shows its own. */
const listing = (overrides: Partial<Listing> = {}): Listing => ({
  listingId: 7,
  shipperId: 1,
  title: 'Sofa, Austin to Tucson',
  status: 'Booked',
  pricing: { format: 'Auction' },
  route: {
    items: [
      stop('Austin', 'TX', [30.25, -97.75], ['2026-12-02T15:00:00Z', '2026-12-03T23:00:00Z']),
      stop('Tucson', 'AZ', [32.22, -110.97], ['2026-12-04T15:00:00Z', '2026-12-05T23:00:00Z']),
    ],
    kilometers: 1_400,
  },
  items: [],
  referenceNumbers: [],
  serviceTypes: [],
  gallery: [],
  createdOn: '2026-11-20T12:00:00Z',
  updatedOn: '2026-11-20T12:00:00Z',
  bidCount: 1,
  transitStatus: 'ReadyForDispatch',
  transitStatusRank: 0,
  ...overrides,
});

const tracking = (pickup: EtaStatus | undefined, delivery: EtaStatus, basedOn = minutesAgo(10)): ShipmentTracking => ({
  etas: {
    ...(pickup ? { Pickup: { eta: '2026-12-02T21:00:00Z', etaStatus: pickup } } : {}),
    Delivery: { eta: '2026-12-04T19:30:00Z', etaStatus: delivery },
  },
  basedOn,
});

const html = (of: Listing, language: Language = 'en') =>
  trackingPageHtml({ listing: of, records: [], now } satisfies TrackingPage, language);
/** The page's fact rows, term to value, as text with the badges' markup kept. */
const rows = (page: string) =>
  Object.fromEntries([...page.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map((m) => [m[1], m[2]]));
const badge = (status: EtaStatus, word: string) =>
  `<span class="eta eta-${etaBadges[status].className}">${word}</span>`;

describe('the tracking page: estimated arrival per stop ahead', () => {
  it("before pickup: both stops, each at its estimate in its own zone, with its status's badge", () => {
    const page = rows(html(listing({ tracking: tracking('OnTime', 'AtRisk') })));
    // 21:00 UTC is 3 PM in Austin (CST); 19:30 UTC is 12:30 PM in Tucson (MST, no daylight saving)
    expect(page['Pickup: estimated arrival']).toMatch(/^Dec 2, 2026, 3:00\sPM CST /);
    expect(page['Pickup: estimated arrival']).toContain(badge('OnTime', 'On time'));
    expect(page['Delivery: estimated arrival']).toMatch(/^Dec 4, 2026, 12:30\sPM MST /);
    expect(page['Delivery: estimated arrival']).toContain(badge('AtRisk', 'At risk'));
    expect(Object.keys(page).indexOf('Pickup: estimated arrival')).toBeLessThan(
      Object.keys(page).indexOf('Delivery: estimated arrival'),
    );
  });

  it('each status as its word on its colour: OnTime green, AtRisk amber, Late red, NoSignal purple, Unknown grey', () => {
    const pickedUp = { transitStatus: 'PickedUp', transitStatusRank: 2 } as const;
    const delivery = (of: Listing) => rows(html(of))['Delivery: estimated arrival'];
    expect(delivery(listing({ ...pickedUp, tracking: tracking(undefined, 'OnTime') }))).toContain(
      badge('OnTime', 'On time'),
    );
    expect(delivery(listing({ ...pickedUp, tracking: tracking(undefined, 'AtRisk') }))).toContain(
      badge('AtRisk', 'At risk'),
    );
    expect(delivery(listing({ ...pickedUp, tracking: tracking(undefined, 'Late') }))).toContain(badge('Late', 'Late'));
    // positions stopped two hours ago: the last estimate kept, its status NoSignal
    const silent = delivery(listing({ ...pickedUp, tracking: tracking(undefined, 'OnTime', minutesAgo(120)) }));
    expect(silent).toMatch(/^Dec 4, 2026, 12:30\sPM MST /);
    expect(silent).toContain(badge('NoSignal', 'No signal'));
    expect(delivery(listing(pickedUp))).toBe(badge('Unknown', 'Unknown'));
    expect(
      Object.fromEntries(Object.entries(etaBadges).map(([status, { background }]) => [status, background])),
    ).toEqual({ OnTime: '#1a7f37', AtRisk: '#f5c518', Late: '#c62828', NoSignal: '#6f42c1', Unknown: '#5f6b76' });
  });

  it('Unknown, without a time, for every stop ahead before any position', () => {
    const page = rows(html(listing()));
    expect(page['Pickup: estimated arrival']).toBe(badge('Unknown', 'Unknown'));
    expect(page['Delivery: estimated arrival']).toBe(badge('Unknown', 'Unknown'));
  });

  it('no stop ahead once delivered, however the positions left the estimates', () => {
    const page = html(
      listing({ transitStatus: 'Delivered', transitStatusRank: 3, tracking: tracking('Late', 'Late') }),
    );
    expect(page).not.toContain('estimated arrival');
    expect(page).not.toContain('class="eta ');
  });

  it("in the reader's language: the rows and the badges' words", () => {
    const booked = listing({ tracking: tracking('OnTime', 'Late') });
    const fr = rows(html(booked, 'fr'));
    expect(fr['Enlèvement : arrivée estimée']).toContain(badge('OnTime', 'À l&#39;heure'));
    expect(fr['Livraison : arrivée estimée']).toContain(badge('Late', 'En retard'));
    const de = rows(html(listing({ tracking: tracking('AtRisk', 'OnTime', minutesAgo(180)) }), 'de'));
    expect(de['Abholung: voraussichtliche Ankunft']).toContain(badge('NoSignal', 'Kein Signal'));
    expect(de['Zustellung: voraussichtliche Ankunft']).toContain(badge('NoSignal', 'Kein Signal'));
    expect(rows(html(listing(), 'fr'))['Livraison : arrivée estimée']).toBe(badge('Unknown', 'Inconnue'));
    expect(rows(html(listing(), 'de'))['Zustellung: voraussichtliche Ankunft']).toBe(badge('Unknown', 'Unbekannt'));
  });

  it("every badge's text has a contrast of at least 4.5:1 on its background (WCAG 2.2 AA), in the page's style", () => {
    const style = html(listing()).match(/<style>(.*?)<\/style>/)![1]!;
    for (const [status, { className, background, color }] of Object.entries(etaBadges)) {
      expect(contrast(background, color), status).toBeGreaterThanOrEqual(4.5);
      expect(style).toContain(`.eta-${className}{background:${background};color:${color}}`);
    }
  });
});

/** WCAG 2.2's contrast ratio of two sRGB colours (#rgb or #rrggbb). */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const digits = hex.slice(1).length === 3 ? [...hex.slice(1)].map((d) => d + d) : hex.slice(1).match(/../g)!;
    const [r, g, bl] = digits.map((d) => {
      const c = parseInt(d, 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
