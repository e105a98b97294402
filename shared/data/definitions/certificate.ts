import * as v from 'valibot';
import type {
  CertificateCover,
  CertificateReminder,
  InsuranceCertificate,
  ReminderDays,
} from '../../domain/vetting/certificates.ts';
import { defineItem, everyOf, templatesOf } from '../item-definition.ts';

// Pattern 25 (docs/data-model.md; docs/vetting.md, "Certificates of insurance"): a provider's certificates under the
// user; what they cover beside the vetting (a sort key that begins with `VETTING`: one Query reads both); and the
// reminders to come in one partition, by when each is due.

const reminderDays = everyOf<ReminderDays>()([30, 7]);

const cover = {
  certificateId: v.string(),
  insurer: v.string(),
  cargo: v.number(),
  liability: v.number(),
  expiresOn: v.string(),
};

const certificate = templatesOf<InsuranceCertificate>();

export const certificateItems = defineItem<InsuranceCertificate>()({
  kind: 'Certificate',
  schema: v.looseObject({
    ...cover,
    userId: v.number(),
    policyNumber: v.string(),
    fileName: v.string(),
    sizeBytes: v.number(),
    createdOn: v.string(),
    uploadedBy: v.number(),
    objectKey: v.string(),
    remindedDays: v.optional(v.picklist(reminderDays)),
  }),
  key: {
    partition: certificate(['userId'], ({ userId }) => `USER#${userId}`),
    sort: certificate(['certificateId'], ({ certificateId }) => `CERTIFICATE#${certificateId}`, 'CERTIFICATE#'),
  },
});

/** The cover of a provider's certificates as kept; `revision` counts its writes (each finds the one it read). */
export interface KeptCertificateCover {
  userId: number;
  certificates: CertificateCover[];
  revision: number;
}

const kept = templatesOf<KeptCertificateCover>();

export const certificateCoverItems = defineItem<KeptCertificateCover>()({
  kind: 'CertificateCover',
  schema: v.looseObject({
    userId: v.number(),
    certificates: v.array(v.looseObject(cover)),
    revision: v.number(),
  }),
  key: {
    partition: kept(['userId'], ({ userId }) => `USER#${userId}`),
    sort: kept([], () => 'VETTINGCOVER'),
  },
});

const reminder = templatesOf<CertificateReminder>();

export const certificateReminderItems = defineItem<CertificateReminder>()({
  kind: 'CertificateReminder',
  schema: v.looseObject({
    remindOn: v.string(),
    userId: v.number(),
    certificateId: v.string(),
    days: v.picklist(reminderDays),
  }),
  key: {
    partition: reminder([], () => 'CERTIFICATEREMINDERS'),
    sort: reminder(
      ['remindOn', 'userId', 'certificateId', 'days'],
      ({ remindOn, userId, certificateId, days }) => `${remindOn}#${userId}#${certificateId}#${days}`,
    ),
  },
});

/** The greatest sort key of a reminder due by `now` (`~` sorts after every user id): a Query's upper bound. */
export const lastReminderDueBy = (now: string) => `${now}#~`;
