import * as clock from '../../clock.ts';
import { newUuid } from '../../data/ids.ts';
import {
  certificatesOf,
  CoverMoved,
  dueCertificateReminders,
  findCertificate,
  findVettingAndCover,
  insertCertificate,
  markReminded,
  removeCertificate,
  type KeptCover,
} from '../../data/certificates.ts';
import { deleteObject, putObject, signedDownloadUrl } from '../../storage/objects.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { NO_PAUSE, retrying } from '../../retry.ts';
import { logger } from '../../observability/logger.ts';
import { DOWNLOAD_SECONDS, fileTypeOf, safeFileName, type FormPart } from '../uploads.ts';
import type { CertificateInput } from '../../schemas/vetting.ts';
import type { Principal } from '../users/types.ts';
import { refuseNonProvider } from './service.ts';
import {
  CERTIFICATE_PREFIX,
  coverOf,
  dayOf,
  MAX_CERTIFICATES,
  remindersOf,
  type InsuranceCertificate,
} from './certificates.ts';

// A provider's certificates of insurance (docs/vetting.md, "Certificates of insurance"): uploaded as PDFs to its
// vetting (its company's, for a member), read back, removed, and their expiry told 30 and 7 days ahead.

/** A write that finds the cover moved reads it again this many times before answering 409. */
const COVER_ATTEMPTS = 3;

/** GET /v2/users/me/vetting/certificates: the caller's, newest first. */
export async function callersCertificates(principal: Principal): Promise<InsuranceCertificate[]> {
  refuseNonProvider(principal);
  return certificatesOf(principal.userId);
}

/** One of the caller's certificates: another's, or none, is 404 naming `certificateId`. */
export async function callersCertificate(principal: Principal, certificateId: string): Promise<InsuranceCertificate> {
  refuseNonProvider(principal);
  const certificate = await findCertificate(principal.userId, certificateId);
  if (!certificate) throw new NotFoundError(`You have no certificate ${certificateId}.`, 'certificateId');
  return certificate;
}

/** Where its PDF can be fetched for the next few minutes. */
export async function certificateDownload(principal: Principal, certificateId: string): Promise<string> {
  const certificate = await callersCertificate(principal, certificateId);
  return signedDownloadUrl(certificate.objectKey, certificate.fileName, 'application/pdf', DOWNLOAD_SECONDS);
}

/** The cover given: at least one amount, and a last day not yet past. */
function coverGiven(fields: CertificateInput, now: Date) {
  const cargo = fields.cargoInsurance ?? 0;
  const liability = fields.liabilityInsurance ?? 0;
  if (cargo <= 0 && liability <= 0)
    throw ValidationError.field('cargoInsurance', 'A certificate covers cargo, liability or both: give an amount.');
  if (fields.expiresOn < dayOf(now))
    throw ValidationError.field('expiresOn', `The certificate expired on ${fields.expiresOn}; it counts for nothing.`);
  return { cargo, liability };
}

/** Writes over the provider's cover as read, reading it again while another write moves it (then 409). */
function overCover(userId: number, write: (cover: KeptCover) => Promise<void>): Promise<void> {
  const coverMoved = {
    attempts: COVER_ATTEMPTS,
    retryable: (error: unknown) => error instanceof CoverMoved,
    backoff: NO_PAUSE,
    exhausted: () => new ConflictError('Another change to your certificates came at the same time: try again.', 'file'),
  };
  return retrying(coverMoved, async () => write((await findVettingAndCover(userId)).cover));
}

/** POST /v2/users/me/vetting/certificates: a PDF and what it certifies; counted from now until it expires. */
export async function uploadCertificate(
  principal: Principal,
  fields: CertificateInput,
  file: FormPart,
): Promise<InsuranceCertificate> {
  refuseNonProvider(principal);
  const now = clock.now();
  const { cargo, liability } = coverGiven(fields, now);
  await fileTypeOf(file, ['application/pdf'], 'a certificate of insurance must be a PDF file');
  const certificateId = newUuid();
  const certificate: InsuranceCertificate = {
    certificateId,
    userId: principal.userId,
    insurer: fields.insurer,
    policyNumber: fields.policyNumber,
    cargo,
    liability,
    expiresOn: fields.expiresOn,
    fileName: safeFileName(file.filename, 'certificate.pdf'),
    sizeBytes: file.data.length,
    createdOn: now.toISOString(),
    uploadedBy: principal.member?.memberId ?? principal.userId,
    objectKey: `${CERTIFICATE_PREFIX}${principal.userId}/${certificateId}.pdf`,
  };
  await putObject(certificate.objectKey, file.data, 'application/pdf');
  try {
    await overCover(principal.userId, async (cover) => {
      if (cover.certificates.length >= MAX_CERTIFICATES)
        throw new ConflictError(
          `A provider keeps at most ${MAX_CERTIFICATES} certificates: remove an expired one first.`,
          'file',
        );
      await insertCertificate({
        certificate,
        reminders: remindersOf(certificate, now),
        cover,
        coverAfter: [...cover.certificates, coverOf(certificate)],
      });
    });
  } catch (error) {
    // no record, no object: a PDF nobody can list is one nobody can erase
    await deleteObject(certificate.objectKey);
    throw error;
  }
  return certificate;
}

/**
 * DELETE /v2/users/me/vetting/certificates/{certificateId}: its PDF first, then its record, cover and reminders; a
 * retry after a stop between the two finds the record and finishes.
 */
export async function deleteCertificate(principal: Principal, certificateId: string): Promise<void> {
  const certificate = await callersCertificate(principal, certificateId);
  await deleteObject(certificate.objectKey);
  await overCover(principal.userId, (cover) =>
    removeCertificate({
      certificate,
      // the entries its upload made; those told are gone already, and deleting none is no fault
      reminders: remindersOf(certificate, new Date(certificate.createdOn)),
      cover,
      coverAfter: cover.certificates.filter((kept) => kept.certificateId !== certificateId),
    }),
  );
}

/**
 * The reminders due (the ProviderVetter job, every minute): each certificate notes the one told, which its stream
 * record turns into `Provider.CertificateExpiring/v1` (docs/notifications.md). Safe to run twice: a reminder told is
 * gone.
 */
export async function remindExpiringCertificates({ limit, now = clock.now() }: { limit: number; now?: Date }) {
  let reminded = 0;
  for (const reminder of await dueCertificateReminders(now.toISOString(), limit)) {
    try {
      if (await markReminded(reminder, now.toISOString())) reminded++;
    } catch (error) {
      // one reminder's fault never stops the others; its entry stays due, for the next run
      logger.error('a certificate reminder could not be told', {
        userId: reminder.userId,
        error: (error as Error).name,
      });
    }
  }
  return { reminded };
}
