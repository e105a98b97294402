import { describe, expect, it } from 'vitest';
import { movesOnlyTracking } from '../../shared/domain/search/service.ts';

// The search indexer passes by a change of a listing's tracking alone (docs/tracking.md, "Positions"): what it would
// rewrite (the search cards, the shipper's list view) shows neither the latest position nor the estimates.

const state = {
  PK: 'LISTING#7',
  SK: 'LISTING#STATE',
  entity: 'ListingState',
  listingId: 7,
  status: 'Booked',
  transitStatus: 'ReadyForDispatch',
  updatedOn: '2026-12-07T06:00:00.000Z',
  lastLocation: { latitude: 31, longitude: -99, recorded: '2026-12-07T06:10:00.000Z' },
  tracking: { etas: { Delivery: { eta: '2026-12-08T06:00:00.000Z', etaStatus: 'OnTime' } }, basedOn: 'x' },
};
const moved = {
  ...state,
  lastLocation: { latitude: 31.2, longitude: -99.4, recorded: '2026-12-07T06:25:00.000Z' },
  tracking: { etas: { Delivery: { eta: '2026-12-08T06:10:00.000Z', etaStatus: 'AtRisk' } }, basedOn: 'y' },
};

describe('movesOnlyTracking', () => {
  it('is a device’s positions (the latest and the estimates moved) and the schedule’s NoSignal', () => {
    expect(movesOnlyTracking({ oldImage: state, newImage: moved })).toBe(true);
    const { lastLocation: _l, tracking: _t, ...before } = state;
    expect(movesOnlyTracking({ oldImage: before, newImage: moved })).toBe(true); // the first position
  });

  it('is not a location report of the spec’s (it dates the listing), a status, a creation or the content', () => {
    expect(movesOnlyTracking({ oldImage: state, newImage: { ...moved, updatedOn: '2026-12-07T06:25:00.000Z' } })).toBe(
      false,
    );
    expect(movesOnlyTracking({ oldImage: state, newImage: { ...moved, transitStatus: 'Dispatched' } })).toBe(false);
    expect(movesOnlyTracking({ newImage: moved })).toBe(false);
    expect(movesOnlyTracking({ oldImage: state })).toBe(false);
    expect(
      movesOnlyTracking({ oldImage: { ...state, entity: 'Listing' }, newImage: { ...moved, entity: 'Listing' } }),
    ).toBe(false);
  });
});
