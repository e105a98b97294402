// The kinds of notification other parties hear of (spec 6; docs/notifications.md).
export const notificationKinds = [
  'BidPlaced',
  'BidAccepted',
  'ListingBooked',
  'BidDeclined',
  'BidClosed',
  'TransitStatusChanged',
  'DocumentAdded',
  'RateRequestCreated',
  'RateOffered',
  'ListingExpiring',
  'FeedbackReceived',
  'QuestionAsked',
  'QuestionAnswered',
  'MessageReceived',
  'ListingMatched',
  'ListingPosted',
  'WebhookDisabled',
  'DriverAssigned',
  'VettingChanged',
  'CertificateExpiring',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];
