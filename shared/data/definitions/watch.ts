import * as v from 'valibot';
import { defineItem, templatesOf } from '../item-definition.ts';

// Pattern 13: a listing's watchers under the listing (a Query by the sort key's prefix reads them); GSI1 groups the
// listings a user watches, by when each was watched.

/** A user watching a listing, since when. */
export interface Watch {
  listingId: number;
  userId: number;
  createdOn: string;
}

const watch = templatesOf<Watch>();

export const watchItems = defineItem<Watch>()({
  kind: 'Watch',
  schema: v.looseObject({ listingId: v.number(), userId: v.number(), createdOn: v.string() }),
  key: {
    partition: watch(['listingId'], ({ listingId }) => `LISTING#${listingId}`),
    sort: watch(['userId'], ({ userId }) => `WATCHER#${userId}`, 'WATCHER#'),
  },
  indexes: {
    GSI1: {
      partition: watch(['userId'], ({ userId }) => `USER#${userId}#WATCHING`),
      sort: watch(['createdOn', 'listingId'], ({ createdOn, listingId }) => `${createdOn}#${listingId}`),
    },
  },
});
