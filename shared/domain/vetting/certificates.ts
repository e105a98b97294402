// A provider's certificates of insurance (docs/vetting.md, "Certificates of insurance"): what an insurer certifies,
// beside what FMCSA has on file. Pure: the service (./certificate-files.ts) keeps them, the requirements count them.

/** Objects of certificates live in the bucket under their own prefix (infra grants it to their routes alone). */
export const CERTIFICATE_PREFIX = 'certificates/';
/** A PDF of a certificate (an ACORD 25 is one or two pages) is at most this big. */
export const MAX_CERTIFICATE_BYTES = 5 * 1024 * 1024;
/** A provider keeps at most this many (valid and expired together): a guard against abuse, not a rule of trade. */
export const MAX_CERTIFICATES = 20;
/** Days before a certificate expires that its provider is reminded, the earliest first. */
export const REMINDER_DAYS = [30, 7] as const;
export type ReminderDays = (typeof REMINDER_DAYS)[number];

/** What a certificate certifies, as the requirements and the summaries read it (amounts in US dollars). */
export interface CertificateCover {
  certificateId: string;
  insurer: string;
  /** Cargo cover, 0 when the certificate shows none. */
  cargo: number;
  /** Liability (auto liability, BIPD) cover, 0 when none. */
  liability: number;
  /** The last day it is in force (YYYY-MM-DD); the day after, it counts for nothing. */
  expiresOn: string;
}

/** A certificate as kept: its cover, and the PDF it came in. */
export interface InsuranceCertificate extends CertificateCover {
  /** The provider it belongs to (a company's, for its members). */
  userId: number;
  policyNumber: string;
  fileName: string;
  sizeBytes: number;
  createdOn: string;
  uploadedBy: number;
  objectKey: string;
  /** The last reminder told of its expiry, in days before it (none yet: absent). */
  remindedDays?: ReminderDays;
}

/** A reminder due: which certificate, and which of its reminders. */
export interface CertificateReminder {
  remindOn: string;
  userId: number;
  certificateId: string;
  days: ReminderDays;
}

/** The day (YYYY-MM-DD, UTC) of an instant. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** In force on `now`'s day: through its `expiresOn`, whole. */
export const inForce = (cover: Pick<CertificateCover, 'expiresOn'>, now: Date) => cover.expiresOn >= dayOf(now);

/** The cover of a provider's certificates in force: the most any of them certifies of each kind (0: none). */
export function certifiedInsurance(covers: readonly CertificateCover[], now: Date) {
  const valid = covers.filter((cover) => inForce(cover, now));
  return {
    cargo: Math.max(0, ...valid.map((cover) => cover.cargo)),
    liability: Math.max(0, ...valid.map((cover) => cover.liability)),
  };
}

const midnightOf = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

/**
 * The reminders of a certificate kept on `now`: each of REMINDER_DAYS whose day is still to come, and of those already
 * past the nearest one to its expiry, due at once (a certificate 20 days from expiry is reminded now, and again 7 days
 * before; one 5 days from it once, now).
 */
export function remindersOf(certificate: InsuranceCertificate, now: Date): CertificateReminder[] {
  const expires = midnightOf(certificate.expiresOn);
  const dated = REMINDER_DAYS.map((days) => ({ days, remindOn: new Date(expires - days * 86_400_000).toISOString() }));
  const coming = dated.filter((reminder) => Date.parse(reminder.remindOn) > now.getTime());
  const passed = dated.filter((reminder) => Date.parse(reminder.remindOn) <= now.getTime()).at(-1);
  return [...(passed ? [passed] : []), ...coming].map(({ days, remindOn }) => ({
    remindOn,
    userId: certificate.userId,
    certificateId: certificate.certificateId,
    days,
  }));
}

/** The cover kept for the requirements and summaries: only what they read. */
export const coverOf = ({
  certificateId,
  insurer,
  cargo,
  liability,
  expiresOn,
}: CertificateCover): CertificateCover => ({
  certificateId,
  insurer,
  cargo,
  liability,
  expiresOn,
});
