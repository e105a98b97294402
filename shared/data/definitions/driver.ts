import * as v from 'valibot';
import type { DriverAssignment } from '../../domain/teams/types.ts';
import { defineItem, templatesOf } from '../item-definition.ts';

// A booked listing's driver (docs/teams.md): the assignment under the listing, replaced on reassignment (the notifier
// announces each), and the load in its driver's list, under the driver's own user, newest listing first.

const assignment = templatesOf<DriverAssignment>();

export const driverAssignmentItems = defineItem<DriverAssignment>()({
  kind: 'DriverAssignment',
  schema: v.looseObject({
    listingId: v.number(),
    shipperId: v.number(),
    providerId: v.number(),
    memberId: v.number(),
    assignedOn: v.string(),
    assignedBy: v.number(),
  }),
  key: {
    partition: assignment(['listingId'], ({ listingId }) => `LISTING#${listingId}`),
    sort: assignment([], () => 'DRIVER'),
  },
});

/** A load in its driver's list: the listing, and when it was assigned. */
export type DriverLoad = Pick<DriverAssignment, 'memberId' | 'listingId' | 'assignedOn'>;

const load = templatesOf<DriverLoad>();

export const driverLoadItems = defineItem<DriverLoad>()({
  kind: 'DriverLoad',
  schema: v.looseObject({ memberId: v.number(), listingId: v.number(), assignedOn: v.string() }),
  key: {
    partition: load(['memberId'], ({ memberId }) => `USER#${memberId}`),
    // zero-padded, so that the listings sort by id
    sort: {
      ...load(['listingId'], ({ listingId }) => `LOAD#${String(listingId).padStart(16, '0')}`, 'LOAD#'),
      shown: 'LOAD#<listingId, zero-padded to 16 digits>',
    },
  },
});
