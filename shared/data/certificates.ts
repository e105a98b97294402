import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { vettingItems } from './definitions/vetting.ts';
import {
  certificateCoverItems,
  certificateItems,
  certificateReminderItems,
  lastReminderDueBy,
  type KeptCertificateCover,
} from './definitions/certificate.ts';
import { itemsUnder } from './item-definition.ts';
import { batchGet } from './batch-get.ts';
import { queryAll, underPrefix } from './query.ts';
import { failedParts, transact, type TableWrite } from './transact.ts';
import type { ProviderVetting } from '../domain/vetting/types.ts';
import { kindOf } from './kinds.ts';
import type { CertificateCover, CertificateReminder, InsuranceCertificate } from '../domain/vetting/certificates.ts';

// A provider's certificates of insurance (docs/vetting.md, "Certificates of insurance"; docs/data-model.md pattern
// 25): a `Certificate` item each under the user, a `CertificateCover` beside the vetting saying what they cover (one
// Query reads the vetting and it; the bids and profiles batch-read both), and a `CertificateReminder` entry per
// reminder to come: their keys in their definitions (shared/data/definitions/certificate.ts). A certificate, its
// place in the cover and its reminders are written in one transaction.

/** The cover as kept, with the revision a writer must find unchanged. */
export type KeptCover = Omit<KeptCertificateCover, 'userId'>;

/** A provider's vetting item and its certificates' cover, by one Query (none kept: absent and empty). */
export async function findVettingAndCover(userId: number): Promise<{ vetting?: ProviderVetting; cover: KeptCover }> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :vetting)',
      ExpressionAttributeValues: {
        ':pk': vettingItems.partition({ userId }),
        ':vetting': vettingItems.key({ userId }).SK,
      },
      ConsistentRead: true,
    }),
  );
  const vetting = Items.find((item) => kindOf(item) === vettingItems.kind);
  return {
    ...(vetting ? { vetting: vettingItems.recordOf(vetting) } : {}),
    cover: coverOf(Items.find((item) => kindOf(item) === certificateCoverItems.kind)),
  };
}

function coverOf(item: Record<string, unknown> | undefined): KeptCover {
  if (!item) return { certificates: [], revision: 0 };
  const { certificates, revision } = certificateCoverItems.recordOf(item);
  return { certificates, revision };
}

/** The vettings and covers of these users, by user id (one batch read of both items each). */
export async function vettingsAndCoversOf(
  userIds: number[],
): Promise<Map<number, { vetting?: ProviderVetting; covers: CertificateCover[] }>> {
  const found = new Map<number, { vetting?: ProviderVetting; covers: CertificateCover[] }>();
  const ids = [...new Set(userIds)];
  for (const id of ids) found.set(id, { covers: [] });
  await batchGet(
    ids.flatMap((id) => [vettingItems.key({ userId: id }), certificateCoverItems.key({ userId: id })]),
    (item) => {
      const entry = found.get(item.userId as number)!;
      if (kindOf(item) === vettingItems.kind) entry.vetting = vettingItems.recordOf(item);
      else entry.covers = coverOf(item).certificates;
    },
  );
  return found;
}

/** Newest first. */
export async function certificatesOf(userId: number): Promise<InsuranceCertificate[]> {
  const items = await queryAll({ ...underPrefix(itemsUnder(certificateItems, { userId })), ConsistentRead: true });
  return items
    .map(certificateItems.recordOf)
    .sort((a, b) => b.createdOn.localeCompare(a.createdOn) || a.certificateId.localeCompare(b.certificateId));
}

export async function findCertificate(
  userId: number,
  certificateId: string,
): Promise<InsuranceCertificate | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: certificateItems.key({ userId, certificateId }),
      ConsistentRead: true,
    }),
  );
  return Item ? certificateItems.recordOf(Item) : undefined;
}

/** Another upload or removal changed the cover since it was read: read it again. */
export class CoverMoved extends Error {
  override name = 'CoverMoved';
}

/** The cover written over the one read (its revision unchanged), or a first one. */
function coverPut(userId: number, certificates: CertificateCover[], was: KeptCover): TableWrite {
  return {
    Put: {
      Item: certificateCoverItems.item({ userId, certificates, revision: was.revision + 1 }),
      ...(was.revision
        ? { ConditionExpression: 'revision = :was', ExpressionAttributeValues: { ':was': was.revision } }
        : { ConditionExpression: 'attribute_not_exists(PK)' }),
    },
  };
}

/** A change of a provider's certificates: the cover written over the one read (else CoverMoved), and `writes`. */
async function overCover(userId: number, was: KeptCover, after: CertificateCover[], writes: TableWrite[]) {
  const parts = { cover: coverPut(userId, after, was), writes };
  try {
    await transact(parts);
  } catch (error) {
    if (failedParts(error, parts)?.includes('cover'))
      throw new CoverMoved(`The certificates of user ${userId} changed meanwhile.`);
    throw error;
  }
}

/** A certificate added or removed: its reminders, and the cover as read and as it becomes. */
export interface CertificateChange {
  certificate: InsuranceCertificate;
  reminders: CertificateReminder[];
  cover: KeptCover;
  coverAfter: CertificateCover[];
}

/** Keeps a certificate, its cover among the others' and its reminders, in one transaction. */
export async function insertCertificate({ certificate, reminders, cover, coverAfter }: CertificateChange) {
  await overCover(certificate.userId, cover, coverAfter, [
    {
      Put: {
        Item: certificateItems.item(certificate),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    ...reminders.map(
      (reminder): TableWrite => ({
        Put: { Item: certificateReminderItems.item(reminder) },
      }),
    ),
  ]);
}

/** Forgets a certificate: its item, its place in the cover, its reminders to come. */
export async function removeCertificate({ certificate, reminders, cover, coverAfter }: CertificateChange) {
  await overCover(certificate.userId, cover, coverAfter, [
    { Delete: { Key: certificateItems.key(certificate) } },
    ...reminders.map((reminder): TableWrite => ({ Delete: { Key: certificateReminderItems.key(reminder) } })),
  ]);
}

/** The reminders due by `now`, earliest first. */
export async function dueCertificateReminders(now: string, limit: number): Promise<CertificateReminder[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :due AND SK <= :now',
      ExpressionAttributeValues: { ':due': certificateReminderItems.partition({}), ':now': lastReminderDueBy(now) },
      Limit: limit,
    }),
  );
  return Items.map(certificateReminderItems.recordOf);
}

/**
 * Tells a reminder: the certificate notes it (its stream record is the event, docs/notifications.md) and the entry
 * goes, in one transaction; a certificate removed meanwhile only loses the entry. Run twice, the second finds no entry.
 */
export async function markReminded(reminder: CertificateReminder, now: string): Promise<boolean> {
  const entry: TableWrite = {
    Delete: { Key: certificateReminderItems.key(reminder), ConditionExpression: 'attribute_exists(PK)' },
  };
  const parts = {
    entry,
    certificate: {
      Update: {
        Key: certificateItems.key(reminder),
        UpdateExpression: 'SET remindedDays = :days, remindedOn = :now',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':days': reminder.days, ':now': now },
      },
    },
  };
  try {
    await transact(parts);
    return true;
  } catch (error) {
    const failed = failedParts(error, parts);
    if (!failed?.length) throw error;
    // told already (no entry), or the certificate is gone: the entry, if any, goes alone
    if (!failed.includes('entry')) await transact([{ Delete: { Key: certificateReminderItems.key(reminder) } }]);
    return false;
  }
}
