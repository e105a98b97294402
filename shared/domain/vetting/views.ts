import type { Localized } from '../../language/labels.ts';
import type { ProviderVetting, VettingRecord } from './types.ts';
import { inForce, type CertificateCover, type InsuranceCertificate } from './certificates.ts';
import type { ProviderRequirements } from './requirements.ts';
import type { VettingStatus } from './rules.ts';
import type { VettingChangeField } from './changes.ts';
import { REGISTRATION_SIGNAL_DAYS } from './changes.ts';
import * as clock from '../../clock.ts';

// What a provider's vetting shows (docs/vetting.md): all of it to the provider, and a summary to everyone who weighs
// the provider: its profile, its bids and the contacts after a booking.

/** The certificates of insurance in force on `now` (docs/vetting.md): who insures, what, until when. */
const certificatesInForce = (covers: readonly CertificateCover[], now: Date) =>
  covers
    .filter((cover) => inForce(cover, now))
    .map(({ insurer, cargo, liability, expiresOn }) => ({ insurer, cargo, liability, expiresOn }));

/**
 * GET and PUT /v2/users/me/vetting: the verdict, the numbers, what it rests on, why it is short of Verified, and the
 * certificates of insurance in force.
 */
export function vettingView({ vetting, covers }: VettingRecord, baseUrl: string, now = clock.now()) {
  const facts = vetting?.facts;
  return {
    status: vetting?.status ?? 'Unverified',
    ...(vetting?.dotNumber ? { dotNumber: vetting.dotNumber } : {}),
    ...(vetting?.mcNumber ? { mcNumber: vetting.mcNumber } : {}),
    ...(vetting?.checkedOn ? { checkedOn: vetting.checkedOn } : {}),
    ...(vetting?.attemptedOn ? { attemptedOn: vetting.attemptedOn } : {}),
    ...(vetting?.dueOn ? { nextCheckOn: vetting.dueOn } : {}),
    ...(vetting?.registrationChangedOn ? { registrationChangedOn: vetting.registrationChangedOn } : {}),
    ...(facts
      ? {
          legalName: facts.legalName,
          dbaName: facts.dbaName,
          address: facts.address,
          allowedToOperate: facts.allowedToOperate,
          outOfService: facts.outOfService,
          ...(facts.outOfServiceSince ? { outOfServiceSince: facts.outOfServiceSince } : {}),
          authority: facts.authority,
          insurance: facts.insurance,
          safetyRating: facts.safetyRating,
        }
      : {}),
    reasons: vetting?.reasons ?? [],
    certificates: certificatesInForce(covers, now),
    links: [
      { rel: 'Self', verb: 'GET', href: `${baseUrl}/v2/users/me/vetting`, title: 'vetting' },
      { rel: 'Certificates', verb: 'GET', href: `${baseUrl}/v2/users/me/vetting/certificates`, title: 'certificates' },
    ],
  };
}

export type VettingSummary = ReturnType<typeof vettingSummaryOf>;

/** The registration's change while it is recent: a sign of a borrowed or sold identity (docs/vetting.md). */
const recentRegistrationChange = (vetting: ProviderVetting | undefined, now: Date) =>
  vetting?.registrationChangedOn &&
  now.getTime() - Date.parse(vetting.registrationChangedOn) <= REGISTRATION_SIGNAL_DAYS * 86_400_000
    ? { registrationChangedOn: vetting.registrationChangedOn }
    : {};

/**
 * What a shipper weighs a provider by, without asking FMCSA itself: the verdict, the facts it rests on and the
 * certificates of insurance in force.
 */
export function vettingSummaryOf({ vetting, covers }: VettingRecord, now = clock.now()) {
  const facts = vetting?.facts;
  return {
    status: vetting?.status ?? 'Unverified',
    ...(vetting?.checkedOn ? { checkedOn: vetting.checkedOn } : {}),
    ...(facts
      ? {
          authority: facts.authority,
          insurance: {
            liabilityOnFile: facts.insurance.liabilityOnFile,
            cargoOnFile: facts.insurance.cargoOnFile,
            bondOnFile: facts.insurance.bondOnFile,
          },
          safetyRating: facts.safetyRating,
        }
      : {}),
    ...recentRegistrationChange(vetting, now),
    ...(covers.some((cover) => inForce(cover, now)) ? { certificates: certificatesInForce(covers, now) } : {}),
  };
}

/** A vetting's status in the reader's language (emails). */
export const vettingStatusLabels: Record<VettingStatus, Localized> = {
  Verified: ['Verified', 'Vérifié', 'Verifiziert'],
  Failed: ['Failed', 'Non conforme', 'Nicht bestanden'],
  Pending: ['Pending', 'En attente', 'Ausstehend'],
  Unverified: ['Unverified', 'Non vérifié', 'Nicht verifiziert'],
};

/** What changed, in the reader's language (emails). */
export const vettingChangeLabels: Record<VettingChangeField, Localized> = {
  status: ['status', 'statut', 'Status'],
  numbers: ['USDOT or MC number', 'numéro USDOT ou MC', 'USDOT- oder MC-Nummer'],
  authority: ['operating authority', "autorisation d'exploitation", 'Betriebsgenehmigung'],
  insurance: ['insurance on file', 'assurance déclarée', 'hinterlegte Versicherung'],
  outOfService: ['out-of-service order', "interdiction d'exploitation", 'Stilllegungsanordnung'],
  name: ['registered name', 'raison sociale', 'eingetragener Name'],
  address: ['registered address', 'adresse enregistrée', 'eingetragene Adresse'],
};

/** GET and PUT /v2/users/me/providerRequirements: the default, every requirement named (none: null or false). */
export function requirementsView(requirements: ProviderRequirements | undefined, baseUrl: string) {
  return {
    verified: requirements?.verified ?? false,
    minimumCargoInsurance: requirements?.minimumCargoInsurance ?? null,
    minimumLiabilityInsurance: requirements?.minimumLiabilityInsurance ?? null,
    maximumSafetyRating: requirements?.maximumSafetyRating ?? null,
    links: [{ rel: 'Self', verb: 'GET', href: `${baseUrl}/v2/users/me/providerRequirements`, title: 'requirements' }],
  };
}

export const certificateUrl = (certificateId: string, baseUrl: string) =>
  `${baseUrl}/v2/users/me/vetting/certificates/${certificateId}`;

/** A certificate of insurance as its provider reads it: what it certifies, whether in force, and its PDF. */
export function certificateView(certificate: InsuranceCertificate, baseUrl: string, now = clock.now()) {
  const href = certificateUrl(certificate.certificateId, baseUrl);
  const usd = (amount: number) => (amount > 0 ? { amount, currencyType: 'USD' } : null);
  return {
    certificateId: certificate.certificateId,
    insurer: certificate.insurer,
    policyNumber: certificate.policyNumber,
    cargoInsurance: usd(certificate.cargo),
    liabilityInsurance: usd(certificate.liability),
    expiresOn: certificate.expiresOn,
    status: inForce(certificate, now) ? 'InForce' : 'Expired',
    fileName: certificate.fileName,
    sizeBytes: certificate.sizeBytes,
    createdOn: certificate.createdOn,
    links: [
      { rel: 'Self', verb: 'GET', href, title: 'certificate' },
      { rel: 'Content', verb: 'GET', href: `${href}/content`, title: 'PDF' },
      { rel: 'Delete', verb: 'DELETE', href, title: 'remove' },
    ],
  };
}

export const certificateListView = (certificates: InsuranceCertificate[], baseUrl: string, now = clock.now()) => ({
  totalCount: certificates.length,
  items: certificates.map((certificate) => certificateView(certificate, baseUrl, now)),
  links: [{ rel: 'Self', verb: 'GET', href: `${baseUrl}/v2/users/me/vetting/certificates`, title: 'certificates' }],
});
