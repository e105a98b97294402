import type { Language } from '../../language/language.ts';
import { labelled, type Localized } from '../../language/labels.ts';
import type { Link } from '../users/views.ts';
import { attachmentsUrl } from '../listings/links.ts';
import { billOfLadingId, type Attachment, type AttachmentType } from './types.ts';
import type { StartedUpload } from './uploads.ts';

// Listing documents as the API shows them (docs/attachments.md).

export const attachmentTypeLabels: Record<AttachmentType, Localized> = {
  BillOfLading: ['Bill of lading', 'Connaissement', 'Frachtbrief'],
  DeliveryReceipt: ['Delivery receipt', 'Bon de livraison', 'Zustellnachweis'],
  InspectionCertificate: ['Inspection certificate', "Certificat d'inspection", 'Prüfbescheinigung'],
  WeightCertificate: ['Weight certificate', 'Certificat de pesage', 'Wiegeschein'],
  Photo: ['Photo', 'Photo', 'Foto'],
  Other: ['Other document', 'Autre document', 'Sonstiges Dokument'],
};

export const attachmentUrl = (attachment: Pick<Attachment, 'listingId' | 'attachmentId'>, baseUrl: string) =>
  `${attachmentsUrl(attachment.listingId, baseUrl)}/${attachment.attachmentId}`;

/** A document's bytes: a redirect to a signed address valid for a few minutes. */
const contentUrl = (attachment: Pick<Attachment, 'listingId' | 'attachmentId'>, baseUrl: string) =>
  `${attachmentUrl(attachment, baseUrl)}/content`;

/** A listing's Bill of Lading's bytes, which a booking's email links: they answer once it is drawn. */
export const billOfLadingUrl = (listingId: number, baseUrl: string) =>
  contentUrl({ listingId, attachmentId: billOfLadingId(listingId) }, baseUrl);

export function attachmentView(attachment: Attachment, baseUrl: string, language: Language) {
  const self = attachmentUrl(attachment, baseUrl);
  return {
    attachmentId: attachment.attachmentId,
    type: labelled(attachment.type, attachmentTypeLabels[attachment.type], language),
    contentType: attachment.contentType,
    fileName: attachment.fileName,
    sizeBytes: attachment.sizeBytes,
    createdOn: attachment.createdOn,
    ...(attachment.uploadedBy !== undefined ? { uploadedBy: attachment.uploadedBy } : {}),
    links: [
      { rel: 'Self', verb: 'GET', href: self, title: 'document' },
      { rel: 'Content', verb: 'GET', href: contentUrl(attachment, baseUrl), title: attachment.fileName },
    ] satisfies Link[],
  };
}

/** `{totalCount, items, links}` like every list (spec 4 rule 4); a listing's documents fit one page. */
export const attachmentListView = (attachments: Attachment[], baseUrl: string, language: Language) => ({
  totalCount: attachments.length,
  items: attachments.map((a) => attachmentView(a, baseUrl, language)),
  links: [] as Link[],
});

/** Where to PUT a large file, with which headers, until when; then the completion link. */
export const uploadView = ({ upload, href }: StartedUpload, baseUrl: string) => ({
  uploadId: upload.uploadId,
  expiresOn: upload.expiresOn,
  upload: {
    verb: 'PUT',
    href,
    headers: { 'content-type': upload.contentType, 'content-length': String(upload.sizeBytes) },
  },
  links: [
    {
      rel: 'Complete',
      verb: 'POST',
      href: `${attachmentsUrl(upload.listingId, baseUrl)}/uploads/${upload.uploadId}/completion`,
      title: 'record the uploaded file',
    },
  ] satisfies Link[],
});
