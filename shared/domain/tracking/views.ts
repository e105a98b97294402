import type { Language } from '../../language/language.ts';
import { placeLabels } from '../lookups/places.ts';
import type { Place } from '../../geo/geocoder.ts';
import { labelled, type Localized } from '../../language/labels.ts';
import { displayNameOf, feedbackView, userLinks } from '../users/views.ts';
import type { Listing, ListingStop, StatusRecord } from '../listings/types.ts';
import type { TransitRecord } from './types.ts';
import type { User } from '../users/types.ts';
import { timeFrameLabels, withOffset, zoneOf } from '../time-frames.ts';
import { partyLinks } from '../listings/views.ts';
import { WHOLE_LIST_MAX } from '../limits/lists.ts';
import { driverContactView, type Driver } from '../listings/drivers.ts';
import * as clock from '../../clock.ts';
import { stopEtas } from './eta.ts';
import type { PositionsRecorded } from './positions.ts';

// Transit history (spec 2.11) and the tracking summary (spec 2.5).

export const punctualityLabels: Record<string, Localized> = {
  NotApplicable: ['Not applicable', 'Sans objet', 'Nicht zutreffend'],
  OnTime: ['On time', "À l'heure", 'Pünktlich'],
  NotOnTime: ['Late', 'En retard', 'Verspätet'],
};
export const statusLabels: Record<string, Localized> = {
  ReadyForDispatch: ['Booked', 'Réservée', 'Gebucht'],
  Dispatched: ['Dispatched', 'Expédiée', 'Abgefertigt'],
  PickedUp: ['Picked up', 'Enlevée', 'Abgeholt'],
  Delivered: ['Delivered', 'Livrée', 'Zugestellt'],
};
const timeFrameTypeLabels: Record<string, Localized> = {
  On: ['On', 'Le', 'Am'],
  Between: ['Between', 'Entre', 'Zwischen'],
  Before: ['Before', 'Avant', 'Vor'],
  After: ['After', 'Après', 'Nach'],
};

const twoDecimals = (n: number) => Math.round(n * 100) / 100;
const punctuality = (record: Pick<TransitRecord, 'punctuality'>, language: Language) =>
  labelled(record.punctuality, punctualityLabels[record.punctuality]!, language);

/** One status or location record (spec 2.11 items), also what a report answers with; a tracking event's names it. */
export function recordView(record: TransitRecord, language: Language) {
  return {
    ...(record.status ? { status: record.status } : {}),
    punctuality: punctuality(record, language),
    recorded: record.recorded,
    ...(record.latitude !== undefined ? { latitude: record.latitude, longitude: record.longitude } : {}),
    ...(record.comment ? { comment: record.comment } : {}),
    ...(record.event ? { event: record.event, stop: record.stop } : {}),
    ...(record.eta ? { eta: record.eta } : {}),
    ...(record.etaStatus ? { etaStatus: record.etaStatus, previousEtaStatus: record.previousEtaStatus } : {}),
  };
}

/** What a batch of positions answers with: the record of the latest, how many were new, the estimates after them. */
export function positionsView(recorded: PositionsRecorded, language: Language, now = clock.nowMs()) {
  const last = recorded.listing.lastLocation!;
  return {
    punctuality: punctuality({ punctuality: 'NotApplicable' }, language),
    recorded: last.recorded,
    latitude: last.latitude,
    longitude: last.longitude,
    accepted: recorded.accepted,
    duplicates: recorded.duplicates,
    etas: stopEtas(recorded.listing, now),
  };
}

/** spec 2.11, with each stop's estimate */
export function transitHistoryView(
  listing: Listing,
  records: TransitRecord[],
  language: Language,
  now = clock.nowMs(),
) {
  // the latest position of any report, a batch's too (kept on the listing); else the history's latest located entry
  const located = listing.lastLocation ?? records.filter((r) => r.latitude !== undefined).at(-1);
  const latest = records.filter((r) => r.status).at(-1);
  return {
    totalCount: records.length,
    ...(located
      ? {
          mostRecentLocation: {
            status: latest?.status ?? listing.transitStatus,
            punctuality: latest ? punctuality(latest, language) : undefined,
            recorded: located.recorded,
            latitude: located.latitude,
            longitude: located.longitude,
          },
        }
      : {}),
    // the newest, when a long trip has more than a list holds (docs/limits.md)
    items: records.slice(-WHOLE_LIST_MAX).map((r) => recordView(r, language)),
    etas: stopEtas(listing, now),
  };
}

function timeFrameView(stop: ListingStop, language: Language) {
  const zone = zoneOf(stop);
  const { earliestArrival, latestArrival, timeFrameType } = stop.timeFrame;
  return {
    date1: new Date(earliestArrival).toISOString(),
    date2: new Date(latestArrival).toISOString(),
    date1Offset: withOffset(earliestArrival, zone),
    date2Offset: withOffset(latestArrival, zone),
    timeFrameType: labelled(
      timeFrameType,
      timeFrameTypeLabels[timeFrameType] ?? [timeFrameType, timeFrameType, timeFrameType],
      language,
    ),
    timeZone: zone,
    ...timeFrameLabels(earliestArrival, latestArrival, zone),
  };
}

const pointView = (stop: ListingStop) => ({
  latitude: twoDecimals(stop.address.latitude),
  longitude: twoDecimals(stop.address.longitude),
  ...placeLabels(stop.address),
});

/** spec 2.5; `mostRecentAddress` is the reverse-geocoded last location, absent when unknown. */
export function trackingView(
  listing: Listing,
  records: StatusRecord[],
  carrier: User,
  driver: Driver | undefined,
  lastPlace: Place | undefined,
  baseUrl: string,
  language: Language,
  now = clock.nowMs(),
) {
  const [pickup, delivery] = listing.route.items;
  const last = listing.lastLocation;
  return {
    listingGeneratedId: listing.listingId,
    listingTitle: listing.title,
    commodityCode: listing.items[0]?.commodity,
    shipmentTrackingSummaryModel: {
      originAddress: pointView(pickup),
      destinationAddress: pointView(delivery),
      pickupTimeframe: timeFrameView(pickup, language),
      deliveryTimeframe: timeFrameView(delivery, language),
      currentTransitStatus: labelled(listing.transitStatus!, statusLabels[listing.transitStatus!]!, language),
    },
    carrierContactModel: {
      name: `${carrier.firstName} ${carrier.lastName}`,
      companyName: carrier.companyName,
      username: carrier.userName,
      user: {
        userId: carrier.userId,
        displayName: displayNameOf(carrier),
        profileUrl: `${baseUrl}/v2/users/${carrier.userId}/profile`,
        feedback: feedbackView(carrier.feedback),
        aboutMe: carrier.about ?? '',
        dateCreated: carrier.createdOn,
        ...(carrier.primaryAddress
          ? {
              companyLocation: {
                majorMunicipality: carrier.primaryAddress.majorMunicipality,
                stateProvince: carrier.primaryAddress.stateProvince,
              },
            }
          : {}),
        directoryCategories: (carrier.profile?.commodities ?? []).map((c) => ({ value: c, label: c, shortLabel: c })),
        links: userLinks(carrier, baseUrl).map(({ verb, href, title }) => ({ verb, href, title })),
      },
      // once assigned: who drives it (docs/teams.md)
      ...(driver ? { driver: driverContactView(driver) } : {}),
    },
    shipmentTrackingStatuses: records
      .filter((r) => r.status)
      .slice(-WHOLE_LIST_MAX)
      .map((r) => ({ status: r.status, punctuality: punctuality(r, language), recorded: r.recorded })),
    ...(last
      ? {
          mostRecentLocation: [
            { recorded: last.recorded, latitude: twoDecimals(last.latitude), longitude: twoDecimals(last.longitude) },
          ],
        }
      : {}),
    ...(last && lastPlace
      ? {
          mostRecentAddress: [
            { latitude: twoDecimals(last.latitude), longitude: twoDecimals(last.longitude), ...placeLabels(lastPlace) },
          ],
        }
      : {}),
    etas: stopEtas(listing, now),
    // only the two parties track: the documents and the page they may forward (docs/tracking.md)
    links: partyLinks(listing, baseUrl),
  };
}
