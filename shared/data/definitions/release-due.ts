import * as v from 'valibot';
import { defineItem, templatesOf } from '../item-definition.ts';

// The release schedule's due list (docs/payments.md, "Release"): a paid listing reported Delivered is released by
// itself three days later; its entry, by when it is due, is written when Delivered is reported, and goes once the
// schedule has looked at it. The job reads the partition's front, as the vetting and key expiry due lists are read.

export interface ReleaseDue {
  listingId: number;
  dueOn: string;
}

const due = templatesOf<ReleaseDue>();

export const releaseDueItems = defineItem<ReleaseDue>()({
  kind: 'ReleaseDue',
  schema: v.looseObject({ listingId: v.number(), dueOn: v.string() }),
  key: {
    partition: due([], () => 'RELEASEDUE'),
    sort: due(['dueOn', 'listingId'], ({ dueOn, listingId }) => `${dueOn}#${listingId}`),
  },
});

/** The greatest sort key of a release due by `now` (`~` sorts after every listing id): a Query's upper bound. */
export const lastReleaseDueBy = (now: string) => `${now}#~`;
