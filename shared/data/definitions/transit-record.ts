import * as v from 'valibot';
import type { TransitStatus } from '../../domain/listings/types.ts';
import type { EtaStatus, StopName, TrackingEvent, TransitRecord } from '../../domain/tracking/types.ts';
import { defineItem, templatesOf, everyOf } from '../item-definition.ts';

// Pattern 6 (docs/data-model.md): a booked listing's transit records, under the listing in the order they were
// recorded; a Query of the listing's partition by the sort key's prefix reads its history.

const transitStatuses = everyOf<TransitStatus>()(['ReadyForDispatch', 'Dispatched', 'PickedUp', 'Delivered']);

const etaStatuses = everyOf<EtaStatus>()(['OnTime', 'AtRisk', 'Late', 'NoSignal', 'Unknown']);

const record = templatesOf<TransitRecord>();

export const transitRecordItems = defineItem<TransitRecord>()({
  kind: 'TransitRecord',
  schema: v.looseObject({
    recordId: v.string(),
    listingId: v.number(),
    shipperId: v.number(),
    providerId: v.number(),
    status: v.optional(v.picklist(transitStatuses)),
    punctuality: v.picklist(['NotApplicable', 'OnTime', 'NotOnTime']),
    recorded: v.string(),
    latitude: v.optional(v.number()),
    longitude: v.optional(v.number()),
    comment: v.optional(v.string()),
    event: v.optional(v.picklist(everyOf<TrackingEvent>()(['Arrived', 'Departed', 'EtaChanged']))),
    stop: v.optional(v.picklist(everyOf<StopName>()(['Pickup', 'Delivery']))),
    eta: v.optional(v.string()),
    etaStatus: v.optional(v.picklist(etaStatuses)),
    previousEtaStatus: v.optional(v.picklist(etaStatuses)),
  }),
  key: {
    partition: record(['listingId'], ({ listingId }) => `LISTING#${listingId}`),
    sort: record(['recorded', 'recordId'], ({ recorded, recordId }) => `TRANSIT#${recorded}#${recordId}`, 'TRANSIT#'),
  },
});
