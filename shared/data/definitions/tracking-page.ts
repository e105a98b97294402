import * as v from 'valibot';
import { defineKeyedItem, templatesOf } from '../item-definition.ts';

// Pattern 15 (docs/data-model.md; docs/tracking.md): a public tracking page's token -> its listing. The listing's
// state holds its current token; a rotated token's item is deleted, so its link 404s at once.

/** The token of a tracking page's link. */
export interface TrackingToken {
  token: string;
}

const page = templatesOf<TrackingToken>();

export const trackingPageItems = defineKeyedItem<TrackingToken, { listingId: number }>()({
  kind: 'TrackingPage',
  schema: v.looseObject({ listingId: v.number() }),
  key: {
    partition: page(['token'], ({ token }) => `TRACKING#${token}`),
    sort: page([], () => 'TRACKING'),
  },
});
