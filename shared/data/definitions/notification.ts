import * as v from 'valibot';
import { defineItem, templatesOf } from '../item-definition.ts';

// Pattern 11 (docs/notifications.md): a user's inbox, newest first. The sort key is `<createdAt>#<stream event id>`,
// written with attribute_not_exists, so a replayed stream batch writes nothing twice; the notification's public id is
// that sort key, base64url-encoded (it carries time and event), and its key is built back from it.

export interface Notification {
  notificationId: string;
  recipientId: number;
  kind: string;
  message: string;
  data: Record<string, unknown>;
  createdAt: string;
  read: boolean;
}

/** The id of the notification made at `createdAt` of the stream event `eventId`: its sort key, encoded. */
export const notificationIdOf = (createdAt: string, eventId: string) =>
  Buffer.from(`${createdAt}#${eventId}`, 'utf8').toString('base64url');

/** How long an inbox keeps a notification (docs/notifications.md, "Retention"): TTL removes it after. */
export const NOTIFICATION_RETENTION_DAYS = 90;
export const retainedUntil = (createdAt: string) =>
  Math.floor(Date.parse(createdAt) / 1000) + NOTIFICATION_RETENTION_DAYS * 86_400;

const notification = templatesOf<Notification>();

export const notificationItems = defineItem<Notification>()({
  kind: 'Notification',
  schema: v.looseObject({
    notificationId: v.string(),
    recipientId: v.number(),
    kind: v.string(),
    message: v.string(),
    data: v.record(v.string(), v.unknown()),
    createdAt: v.string(),
    read: v.boolean(),
  }),
  key: {
    partition: notification(['recipientId'], ({ recipientId }) => `USER#${recipientId}#INBOX`),
    sort: {
      ...notification(['notificationId'], ({ notificationId }) =>
        Buffer.from(notificationId, 'base64url').toString('utf8'),
      ),
      shown: '<createdAt>#<eventId>',
    },
  },
  derived: { expiresAt: ({ createdAt }) => retainedUntil(createdAt) },
});
