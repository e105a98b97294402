import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { putIfAbsent, writeIf } from './conditional.ts';
import { itemsUnder } from './item-definition.ts';
import { queryAll, underPrefix } from './query.ts';
import { failedParts, transact, transactOrRefused, type Parts } from './transact.ts';
import {
  ledgerEntryItems,
  paymentCustomerItems,
  paymentItems,
  payoutAccountItems,
  payoutAccountOwnerItems,
  pendingPayoutItems,
  stripeEventItems,
} from './definitions/payment.ts';
import { lastReleaseDueBy, releaseDueItems, type ReleaseDue } from './definitions/release-due.ts';
import type { LedgerEntry, Payment, PaymentChange, PaymentCustomer, PayoutAccount } from '../domain/payments/types.ts';
import { payoutSentItems } from './definitions/payout-sent.ts';
import type { PayoutSent } from '../domain/payments/payout-sent.ts';

// Payments (docs/payments.md): their keys in shared/data/definitions/payment.ts. Every change of a payment is one
// transaction with its ledger entries, on condition of the status it was read in, so that a retry or a racer finds
// it done instead of doing it twice; a ledger entry's key is its Stripe object, written once.

const neverWritten = 'attribute_not_exists(PK)';

/** A booking's payment and its charge's ledger entry: parts of the booking's own transaction (shared/data/bids.ts). */
export function paymentOfBookingParts(payment: Payment, charge: LedgerEntry): Parts<'payment' | 'charge'> {
  return {
    // a listing open again after its carrier cancelled (docs/payments.md) is booked anew: its refunded payment is
    // replaced, and the ledger keeps both bookings' entries
    payment: {
      Put: {
        Item: paymentItems.item(payment),
        ConditionExpression: `${neverWritten} OR #status = :refunded`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':refunded': 'Refunded' satisfies Payment['status'] },
      },
    },
    charge: { Put: { Item: ledgerEntryItems.item(charge), ConditionExpression: neverWritten } },
  };
}

export async function findPayment(listingId: number): Promise<Payment | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: paymentItems.key({ listingId }), ConsistentRead: true }),
  );
  return Item ? paymentItems.recordOf(Item) : undefined;
}

export async function ledgerOf(listingId: number): Promise<LedgerEntry[]> {
  return (await queryAll(underPrefix(itemsUnder(ledgerEntryItems, { listingId })))).map(ledgerEntryItems.recordOf);
}

/**
 * A payment moved from one of `from` to `change.status`, with the ledger entries of the movement and the other writes
 * that belong to it, all or none; ConditionFailed naming `payment` when its status was no longer one of `from`.
 */
export async function changePayment(
  payment: Pick<Payment, 'listingId'>,
  from: readonly Payment['status'][],
  change: PaymentChange & {
    set?: Partial<Pick<Payment, 'transferId' | 'refunded' | 'releaseCodeFailures'>>;
    ledger?: LedgerEntry[];
    pendingPayout?: 'add' | 'remove';
    carrierId?: number;
  },
): Promise<void> {
  const set = Object.entries(change.set ?? {});
  const parts = {
    payment: {
      Update: {
        Key: paymentItems.key(payment),
        UpdateExpression:
          'SET #status = :status, updatedOn = :at, history = list_append(history, :change)' +
          set.map(([name]) => `, ${name} = :${name}`).join(''),
        ConditionExpression: `#status IN (${from.map((_, i) => `:from${i}`).join(', ')})`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':status': change.status,
          ':at': change.at,
          ':change': [{ status: change.status, at: change.at, ...(change.by === undefined ? {} : { by: change.by }) }],
          ...Object.fromEntries(from.map((status, i) => [`:from${i}`, status])),
          ...Object.fromEntries(set.map(([name, value]) => [`:${name}`, value])),
        },
      },
    },
    ledger: (change.ledger ?? []).map((entry) => ({
      Put: { Item: ledgerEntryItems.item(entry), ConditionExpression: neverWritten },
    })),
    pendingPayout:
      change.pendingPayout && change.carrierId !== undefined
        ? change.pendingPayout === 'add'
          ? {
              Put: {
                Item: pendingPayoutItems.item(
                  { carrierId: change.carrierId, listingId: payment.listingId },
                  { listingId: payment.listingId },
                ),
              },
            }
          : {
              Delete: {
                Key: pendingPayoutItems.key({ carrierId: change.carrierId, listingId: payment.listingId }),
              },
            }
        : undefined,
  };
  await transactOrRefused(parts);
}

/** A wrong release code counted; the code locked until `lockedUntil` when given (docs/payments.md, "Release"). */
export async function countReleaseCodeFailure(listingId: number, lockedUntil?: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: paymentItems.key({ listingId }),
      UpdateExpression: lockedUntil
        ? 'SET releaseCodeFailures = :zero, releaseCodeLockedUntil = :until'
        : 'ADD releaseCodeFailures :one',
      ExpressionAttributeValues: lockedUntil ? { ':zero': 0, ':until': lockedUntil } : { ':one': 1 },
    }),
  );
}

export async function findPaymentCustomer(userId: number): Promise<PaymentCustomer | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: paymentCustomerItems.key({ userId }), ConsistentRead: true }),
  );
  return Item ? paymentCustomerItems.recordOf(Item) : undefined;
}

/** The shipper's Customer, unless it has one already: then that one, the first written. */
export async function putPaymentCustomer(customer: PaymentCustomer): Promise<PaymentCustomer> {
  if (await putIfAbsent(paymentCustomerItems.item(customer))) return customer;
  return (await findPaymentCustomer(customer.userId))!;
}

export async function findPayoutAccount(userId: number): Promise<PayoutAccount | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: payoutAccountItems.key({ userId }), ConsistentRead: true }),
  );
  return Item ? payoutAccountItems.recordOf(Item) : undefined;
}

/** The carrier's account and who owns it, both or neither; false when the carrier has one already. */
export async function putPayoutAccount(account: PayoutAccount): Promise<boolean> {
  const parts = {
    account: { Put: { Item: payoutAccountItems.item(account), ConditionExpression: neverWritten } },
    owner: {
      Put: {
        Item: payoutAccountOwnerItems.item({ accountId: account.accountId }, { userId: account.userId }),
        ConditionExpression: neverWritten,
      },
    },
  };
  try {
    await transact(parts);
    return true;
  } catch (error) {
    if (failedParts(error, parts)?.includes('account')) return false;
    throw error;
  }
}

export async function ownerOfPayoutAccount(accountId: string): Promise<number | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: payoutAccountOwnerItems.key({ accountId }) }),
  );
  return Item ? payoutAccountOwnerItems.recordOf(Item).userId : undefined;
}

/** The account's status as Stripe last said it. */
export async function setPayoutStatus(
  userId: number,
  status: PayoutAccount['status'],
  disabledReason: string | undefined,
  at: string,
): Promise<void> {
  await writeIf(
    {
      Update: {
        Key: payoutAccountItems.key({ userId }),
        UpdateExpression: `SET #status = :status, updatedOn = :at${
          disabledReason ? ', disabledReason = :reason' : ' REMOVE disabledReason'
        }`,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':status': status,
          ':at': at,
          ...(disabledReason ? { ':reason': disabledReason } : {}),
        },
      },
    },
    (current) => current?.status === status,
  );
}

/** The listings whose release waits for the carrier's payout account. */
export async function pendingPayoutsOf(carrierId: number): Promise<number[]> {
  return (await queryAll(underPrefix(itemsUnder(pendingPayoutItems, { carrierId })))).map(
    (item) => pendingPayoutItems.recordOf(item).listingId,
  );
}

/** Records a Stripe event as applied: true the first time, false when it was already (docs/payments.md). */
export async function markStripeEventApplied(eventId: string, type: string, at: Date): Promise<boolean> {
  return putIfAbsent(
    stripeEventItems.item(
      { eventId },
      { type, appliedOn: at.toISOString(), expiresAt: Math.floor(at.getTime() / 1000) + 30 * 86_400 },
    ),
  );
}

/** Whether a Stripe event was applied already. */
export async function stripeEventApplied(eventId: string): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: stripeEventItems.key({ eventId }) }));
  return Item !== undefined;
}

/** A paid listing's release by the schedule, due at `dueOn` (docs/payments.md, "Release"); written twice, one. */
export async function putReleaseDue(due: ReleaseDue): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: releaseDueItems.item(due) }));
}

/** The releases due by `now`, oldest first, at most `limit`, after the entry `after` when given (the next page). */
export async function releasesDue(now: string, after?: ReleaseDue, limit = 100): Promise<ReleaseDue[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND SK <= :now',
      Limit: limit,
      ...(after ? { ExclusiveStartKey: releaseDueItems.key(after) } : {}),
      ExpressionAttributeValues: { ':pk': releaseDueItems.partition({}), ':now': lastReleaseDueBy(now) },
    }),
  );
  return Items.map((item) => releaseDueItems.recordOf(item));
}

/** A due release looked at by the schedule: its entry goes (safe to repeat). */
export async function removeReleaseDue(due: ReleaseDue): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: releaseDueItems.key(due) }));
}

/** A payout's part for one listing recorded: true the first time, false when Stripe's event was heard already. */
export async function putPayoutSent(sent: PayoutSent): Promise<boolean> {
  return putIfAbsent(payoutSentItems.item(sent));
}
