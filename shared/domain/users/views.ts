import type { VettingSummary } from '../vetting/views.ts';
import type { Language } from '../../language/language.ts';
import { labelled } from '../../language/labels.ts';
import { entityTypeLabels, userStatusLabels, userTypeLabels } from '../lookups/data/user-enumerations.ts';
import { countryName, placeLabels, subdivisionName } from '../lookups/places.ts';
import { providerTypes, type User } from './types.ts';
import { summaryOf } from './feedback-summary.ts';
import * as clock from '../../clock.ts';

// Response shapes of users (spec 2.14). Decisions where the spec is silent: docs/users.md.

export interface Link {
  rel: string;
  verb: 'GET' | 'POST' | 'PUT' | 'DELETE';
  href: string;
  title: string;
}

/** spec 2.14: count, percentPositive (out of 100, one decimal), starRating (1-5, one decimal). */
export function feedbackView(feedback: User['feedback']) {
  if (feedback.count === 0) return { count: 0 }; // no ratings yet: no average to show
  const oneDecimal = (n: number) => Math.round(n * 10) / 10;
  return {
    count: feedback.count,
    percentPositive: oneDecimal((feedback.positiveCount / feedback.count) * 100),
    starRating: oneDecimal(feedback.starTotal / feedback.count),
  };
}

/** Company name, else user name (spec 2.14). */
export const displayNameOf = (user: User): string => user.companyName || user.userName;

export function userLinks(user: User, baseUrl: string): Link[] {
  return [{ rel: 'Profile', verb: 'GET', href: profileUrl(user, baseUrl), title: 'profile' }];
}

function shippingAddressView(user: User, language: Language) {
  const address = user.primaryAddress;
  if (!address) return undefined;
  return {
    stateProvince: address.stateProvince,
    stateProvinceLabel: address.stateProvince && subdivisionName(address.country, address.stateProvince, language),
    country: address.country,
    countryLabel: countryName(address.country, language),
    latitude: address.latitude,
    longitude: address.longitude,
    ...placeLabels(address),
  };
}

/**
 * GET /v2/: the authenticated user (spec 2.14): its company's, with the person calling (`memberId`:
 * its own user id, the owner's for the owner) and its role there (docs/teams.md).
 */
export function activeUserView(
  user: User,
  baseUrl: string,
  language: Language,
  caller: { memberId: number; role: string } = { memberId: user.userId, role: 'Owner' },
) {
  return {
    userId: user.userId,
    memberId: caller.memberId,
    role: caller.role,
    userName: user.userName,
    firstName: user.firstName,
    lastName: user.lastName,
    companyName: user.companyName,
    displayName: displayNameOf(user),
    emailAddress: user.emailAddress,
    homePhone: user.homePhone,
    homePhoneExt: user.homePhoneExt,
    mcNumber: user.mcNumber,
    dotNumber: user.dotNumber,
    shippingAddress: shippingAddressView(user, language),
    status: labelled(user.status, userStatusLabels[user.status], language),
    userType: labelled(user.userType, userTypeLabels[user.userType], language),
    entityType: user.profile
      ? labelled(user.profile.entityType, entityTypeLabels[user.profile.entityType], language)
      : undefined,
    facebookLinked: user.facebookLinked,
    feedback: feedbackView(user.feedback),
    links: [
      { rel: 'Self', verb: 'GET', href: `${baseUrl}/v2/`, title: 'active user' },
      ...userLinks(user, baseUrl),
    ] satisfies Link[],
  };
}

/** 201 body of POST /v2/users/ (spec 4 #6 leaves it open; docs/users.md). */
export function createdUserView(user: User, baseUrl: string, language: Language) {
  return {
    userId: user.userId,
    userName: user.userName,
    userType: labelled(user.userType, userTypeLabels[user.userType], language),
    status: labelled(user.status, userStatusLabels[user.status], language),
    createdOn: user.createdOn,
    links: userLinks(user, baseUrl),
  };
}

export const profileUrl = (user: User, baseUrl: string): string => `${baseUrl}/v2/users/${user.userId}/profile`;

/** GET /v2/users/{userId}/profile (spec 2.14): images are addresses in display order. */
export function profileView(
  user: User,
  imageUrls: string[],
  { baseUrl, language, vetting }: { baseUrl: string; language: Language; vetting?: VettingSummary },
) {
  return {
    userSummary: {
      userId: user.userId,
      displayName: displayNameOf(user),
      imageUrl: imageUrls[0],
      feedback: feedbackView(user.feedback),
      links: userLinks(user, baseUrl),
    },
    createdOn: user.createdOn,
    userType: labelled(user.userType, userTypeLabels[user.userType], language),
    status: labelled(user.status, userStatusLabels[user.status], language),
    about: user.about ?? '',
    images: imageUrls,
    // docs/feedback.md: the counts the summarizer keeps, with the last twelve months as of now
    feedbackSummary: summaryOf(user.feedback, clock.now()),
    // a provider's bookings it cancelled before pickup, beside its feedback, once it has any (docs/payments.md): a
    // profile without is as the original API showed it
    ...(providerTypes.includes(user.userType) && user.cancelledBookings
      ? { cancelledBookings: user.cancelledBookings }
      : {}),
    // a provider's, as FMCSA has it (docs/vetting.md)
    ...(vetting ? { vettingSummary: vetting } : {}),
  };
}
