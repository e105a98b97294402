import { describe, expect, it } from 'vitest';
import { etaStatusOf, NO_SIGNAL_AFTER_MS, stopEtas, travelMs } from '../../shared/domain/tracking/eta.ts';
import { visitsAlong } from '../../shared/domain/tracking/geofence.ts';

// The pace and the standing of an estimate (docs/tracking.md, "Estimated arrival"), and the geofence's visits.

const hour = 3_600_000;

describe('travelMs: 80 km/h under the hours of service', () => {
  it.each([
    [0, 0],
    [80, 1],
    [640, 8], // eight hours' driving: no break yet
    [720, 9.5], // past eight: the half-hour break
    [880, 11.5], // a whole shift, arriving as it ends: no rest after it
    [960, 11 + 0.5 + 10 + 1], // the next shift's first hour, after the ten hours off
    [1760, 2 * 21.5 - 10],
    [1800, 2 * 21.5 + 0.5],
  ])('%d km take %d hours', (km, hours) => {
    expect(travelMs(km) / hour).toBeCloseTo(hours, 6);
  });
});

describe('etaStatusOf: against the deadline, with a margin of an hour or a tenth of the time to go', () => {
  const from = Date.parse('2026-12-07T00:00:00Z');
  const deadline = from + 10 * hour;
  it.each([
    [8.9, 'OnTime'],
    [9.1, 'AtRisk'], // within the hour
    [10, 'AtRisk'], // on the deadline itself
    [10.01, 'Late'],
  ])('an estimate %d hours out of a deadline 10 hours out: %s', (hours, status) => {
    expect(etaStatusOf(from + hours * hour, deadline, from)).toBe(status);
  });
  it('a far estimate has the wider margin: 30 hours out, three hours before the deadline is at risk', () => {
    expect(etaStatusOf(from + 30 * hour, from + 32.9 * hour, from)).toBe('AtRisk');
    expect(etaStatusOf(from + 30 * hour, from + 33.1 * hour, from)).toBe('OnTime');
  });
});

describe('visitsAlong: arrived within 2 km, departed beyond 3 km, once per visit', () => {
  const pickup = { latitude: 30, longitude: -97 };
  const delivery = { latitude: 32, longitude: -110 };
  const listing = { route: { items: [{ address: pickup }, { address: delivery }] } } as never;
  const at = (km: number, minute: number) => ({
    latitude: pickup.latitude + km / 111,
    longitude: pickup.longitude,
    recorded: `2026-12-07T00:${String(minute).padStart(2, '0')}:00.000Z`,
  });
  it('jitter between the fences makes no second visit', () => {
    const { events, atStop } = visitsAlong(listing, undefined, [
      at(5, 1),
      at(1.5, 2),
      at(2.5, 3),
      at(1.8, 4),
      at(2.9, 5),
    ]);
    expect(events.map((e) => [e.event, e.stop, e.position.recorded])).toEqual([
      ['Arrived', 'Pickup', at(1.5, 2).recorded],
    ]);
    expect(atStop).toBe('Pickup');
  });
  it('leaving and coming back is a second visit; from the stop it was at, a later report goes on', () => {
    const first = visitsAlong(listing, undefined, [at(1, 1), at(4, 2)]);
    expect(first.events.map((e) => e.event)).toEqual(['Arrived', 'Departed']);
    const again = visitsAlong(listing, first.atStop, [at(1, 3)]);
    expect(again.events.map((e) => e.event)).toEqual(['Arrived']);
    expect(visitsAlong(listing, 'Pickup', [at(1, 4)]).events).toEqual([]);
  });
});

describe('stopEtas: NoSignal two hours after the latest signal', () => {
  const now = Date.parse('2026-12-07T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  const listing = (lastLocation?: string) => ({
    transitStatus: 'PickedUp' as const,
    transitStatusRank: 2,
    tracking: {
      etas: { Delivery: { eta: '2026-12-08T12:00:00Z', etaStatus: 'OnTime' as const } },
      basedOn: ago(3 * 3_600_000),
    },
    ...(lastLocation ? { lastLocation: { latitude: 31, longitude: -99, recorded: lastLocation } } : {}),
  });
  it('from the position the estimates are based on, or a status posted with a location since', () => {
    expect(stopEtas(listing(), now).map((e) => e.etaStatus)).toEqual(['NoSignal']);
    expect(stopEtas(listing(ago(10 * 60_000)), now).map((e) => e.etaStatus)).toEqual(['OnTime']);
    expect(stopEtas(listing(ago(NO_SIGNAL_AFTER_MS)), now).map((e) => e.etaStatus)).toEqual(['NoSignal']);
  });
});
