import * as v from 'valibot';
import type { CopiedFrom } from '../../domain/privacy/types.ts';
import { defineItem, templatesOf } from '../item-definition.ts';

// A user's webhook subscriptions under the user, and the deliveries to each under the webhook, oldest first by when
// each was made (docs/webhooks.md): a Query by the sort key's prefix reads either.

export interface Webhook {
  webhookId: string;
  userId: number;
  url: string;
  eventTypes: string[];
  /** Signs deliveries, so it is kept (the table is encrypted at rest); shown only at creation. */
  secret: string;
  /**
   * How deliveries are signed (docs/webhooks.md): `standard-webhooks` on every subscription made
   * now; absent: the `t=,v1=` scheme its receivers verify, until they subscribe again (docs/compat.md).
   */
  signing?: 'standard-webhooks';
  /**
   * The secret before a rotation, still signing beside `secret` until its expiry (docs/webhooks.md, "Rotating the
   * secret").
   */
  previousSecret?: { secret: string; expiresOn: string };
  createdOn: string;
  /**
   * Disabled after WEBHOOK_DISABLE_AFTER_MS of deliveries that all failed, or by its owner (docs/webhooks.md); absent:
   * Enabled.
   */
  status?: 'Enabled' | 'Disabled';
  /** When its deliveries began to fail, none succeeding since (cleared by a success or by enabling it). */
  failingSince?: string;
  disabledOn?: string;
  disabledReason?: string;
  /** Who disabled it: its owner hears of it only when it was not them. */
  disabledBy?: 'marketplace' | 'owner';
}

export interface Delivery {
  deliveryId: string;
  webhookId: string;
  userId: number;
  eventId: string;
  eventType: string;
  event: Record<string, unknown>;
  status: 'Pending' | 'Delivered' | 'Failed';
  attempts: number;
  /** Null once an attempt had none (an attempt's outcome sets both, shared/data/webhooks.ts `recordAttempt`). */
  lastStatusCode?: number | null;
  lastError?: string | null;
  createdOn: string;
  updatedOn: string;
  /** Whose words its event quotes (docs/privacy.md): never shown. */
  copiedFrom?: CopiedFrom;
}

const webhook = templatesOf<Webhook>();

export const webhookItems = defineItem<Webhook>()({
  kind: 'Webhook',
  schema: v.looseObject({
    webhookId: v.string(),
    userId: v.number(),
    url: v.string(),
    eventTypes: v.array(v.string()),
    secret: v.string(),
    signing: v.optional(v.picklist(['standard-webhooks'])),
    previousSecret: v.optional(v.looseObject({ secret: v.string(), expiresOn: v.string() })),
    createdOn: v.string(),
    status: v.optional(v.picklist(['Enabled', 'Disabled'])),
    failingSince: v.optional(v.string()),
    disabledOn: v.optional(v.string()),
    disabledReason: v.optional(v.string()),
    disabledBy: v.optional(v.picklist(['marketplace', 'owner'])),
  }),
  key: {
    partition: webhook(['userId'], ({ userId }) => `USER#${userId}`),
    sort: webhook(['webhookId'], ({ webhookId }) => `WEBHOOK#${webhookId}`, 'WEBHOOK#'),
  },
});

const delivery = templatesOf<Delivery>();

export const webhookDeliveryItems = defineItem<Delivery>()({
  kind: 'WebhookDelivery',
  schema: v.looseObject({
    deliveryId: v.string(),
    webhookId: v.string(),
    userId: v.number(),
    eventId: v.string(),
    eventType: v.string(),
    event: v.record(v.string(), v.unknown()),
    status: v.picklist(['Pending', 'Delivered', 'Failed']),
    attempts: v.number(),
    lastStatusCode: v.nullish(v.number()),
    lastError: v.nullish(v.string()),
    createdOn: v.string(),
    updatedOn: v.string(),
    copiedFrom: v.optional(v.custom<CopiedFrom>((copied) => typeof copied === 'object' && copied !== null)),
  }),
  key: {
    partition: delivery(['webhookId'], ({ webhookId }) => `WEBHOOK#${webhookId}`),
    sort: delivery(
      ['createdOn', 'deliveryId'],
      ({ createdOn, deliveryId }) => `DELIVERY#${createdOn}#${deliveryId}`,
      'DELIVERY#',
    ),
  },
});
