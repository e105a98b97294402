import { readFileSync, writeFileSync } from 'node:fs';
import { fileTypeFromBuffer } from 'file-type';
import type Stripe from 'stripe';
import { newId } from './ids.ts';
import {
  idIn,
  invalid,
  listing,
  noSuch,
  RawAnswer,
  retrieving,
  sameAs,
  type Call,
  type Params,
  type Route,
} from './wire.ts';

// Disputes and the files their evidence names. A dispute is opened on a charge paid with pm_card_createDispute, as
// Stripe's test mode opens one; its outcome on submitting evidence is test mode's documented rule: uncategorized_text
// `winning_evidence` wins it, `losing_evidence` loses it, anything else leaves it under review.

/** The evidence fields that hold an uploaded file's id (purpose dispute_evidence). */
const fileEvidence = [
  'cancellation_policy',
  'customer_communication',
  'customer_signature',
  'duplicate_charge_documentation',
  'receipt',
  'refund_policy',
  'service_documentation',
  'shipping_documentation',
  'uncategorized_file',
] as const;

const textEvidence = [
  'access_activity_log',
  'billing_address',
  'cancellation_policy_disclosure',
  'cancellation_rebuttal',
  'customer_email_address',
  'customer_name',
  'customer_purchase_ip',
  'duplicate_charge_explanation',
  'duplicate_charge_id',
  'product_description',
  'refund_policy_disclosure',
  'refund_refusal_explanation',
  'service_date',
  'shipping_address',
  'shipping_carrier',
  'shipping_date',
  'shipping_tracking_number',
  'uncategorized_text',
] as const;

/** A text field's longest value. */
const EVIDENCE_TEXT_LENGTH = 20_000;

/** How long a merchant has to answer a dispute in test mode: about a week. */
const RESPONSE_DAYS = 7;

const closed: Stripe.Dispute.Status[] = ['won', 'lost', 'warning_closed', 'prevented'];

function noEvidence(): Stripe.Dispute.Evidence {
  const fields = [...fileEvidence, ...textEvidence].map((field) => [field, null]);
  return { ...Object.fromEntries(fields), appeal: null, enhanced_evidence: {} } as Stripe.Dispute.Evidence;
}

/** Opens a dispute on a charge (reason fraudulent, needing a response), its amount withdrawn from the balance. */
export function openDispute(call: Call, charge: Stripe.Charge): Stripe.Dispute {
  const { book, occasion } = call;
  const id = newId('dp');
  const withdrawal = book.move(
    call.owner,
    {
      amount: -charge.amount,
      currency: charge.currency,
      type: 'adjustment',
      reportingCategory: 'dispute',
      source: id,
      description: `Chargeback withdrawal for ${charge.id}`,
    },
    occasion,
  );
  const card = charge.payment_method_details?.card;
  const dispute = book.add(call.owner, {
    id,
    object: 'dispute',
    amount: charge.amount,
    balance_transactions: [withdrawal],
    charge: charge.id,
    created: occasion.now,
    currency: charge.currency,
    enhanced_eligibility_types: [],
    evidence: noEvidence(),
    evidence_details: {
      due_by: occasion.now + RESPONSE_DAYS * 86_400,
      enhanced_eligibility: {},
      has_evidence: false,
      past_due: false,
      submission_count: 0,
      submission_method: 'not_submitted',
    },
    intended_submission_method: null,
    is_charge_refundable: false,
    livemode: book.livemode,
    metadata: {},
    payment_intent: charge.payment_intent,
    payment_method_details: {
      type: 'card',
      card: { brand: card?.brand ?? 'visa', case_type: 'chargeback', network: 'visa', network_reason_code: '10.4' },
    },
    reason: 'fraudulent',
    status: 'needs_response',
  });
  charge.disputed = true;
  book.touch();
  book.emit('charge.dispute.created', dispute, occasion);
  book.emit('charge.dispute.funds_withdrawn', dispute, occasion);
  return dispute;
}

/** The evidence given, checked: a file field names a dispute_evidence file of the account, a text is not too long. */
function evidenceOf(call: Call, params: Params): Partial<Stripe.Dispute.Evidence> {
  const given = params.nested('evidence', [...fileEvidence, ...textEvidence]);
  if (!given) return {};
  const evidence: Record<string, string | null> = {};
  for (const field of fileEvidence) {
    const id = given.text(field);
    if (id === undefined) continue;
    const file = id === '' ? undefined : call.book.find('file', id, call.owner);
    if (id !== '' && file?.purpose !== 'dispute_evidence') throw noSuch('file', id, given.nameOf(field));
    evidence[field] = id || null;
  }
  for (const field of textEvidence) {
    const text = given.text(field);
    if (text === undefined) continue;
    if (text.length > EVIDENCE_TEXT_LENGTH)
      throw invalid(`${field} can be at most ${EVIDENCE_TEXT_LENGTH} characters long.`, given.nameOf(field));
    evidence[field] = text || null;
  }
  return evidence;
}

/** Test mode's outcome of submitted evidence. */
function outcomeOf(evidence: Stripe.Dispute.Evidence): Stripe.Dispute.Status {
  const text = evidence.uncategorized_text?.trim();
  return text === 'winning_evidence' ? 'won' : text === 'losing_evidence' ? 'lost' : 'under_review';
}

function updateDispute(call: Call, params: Params, id: string): Stripe.Dispute {
  const { book, occasion } = call;
  const dispute = book.find('dispute', id, call.owner);
  if (!dispute) throw noSuch('dispute', id);
  if (closed.includes(dispute.status) || dispute.status === 'under_review')
    throw invalid(`This dispute is ${dispute.status} and can no longer be updated.`);
  Object.assign(dispute.evidence, evidenceOf(call, params));
  dispute.metadata = params.metadata(dispute.metadata) ?? dispute.metadata;
  const details = dispute.evidence_details;
  details.has_evidence = Object.entries(dispute.evidence).some(([, v]) => typeof v === 'string');
  // Stripe submits unless told not to (submit=false stages the evidence)
  if (params.boolean('submit') ?? true) {
    details.submission_count += 1;
    details.submission_method = 'manual';
    // Stripe closes a test dispute moments after the submission; the stand-in at once
    dispute.status = outcomeOf(dispute.evidence);
  }
  book.touch();
  book.emit('charge.dispute.updated', dispute, occasion);
  settle(call, dispute);
  return dispute;
}

/** A dispute's funds back to the platform when it is won, and its closing event when it is closed. */
function settle(call: Call, dispute: Stripe.Dispute): void {
  const { book, occasion } = call;
  if (dispute.status === 'won') {
    const reinstated = book.move(
      call.owner,
      {
        amount: dispute.amount,
        currency: dispute.currency,
        type: 'adjustment',
        reportingCategory: 'dispute_reversal',
        source: dispute.id,
        description: `Chargeback reversal for ${idIn(dispute.charge)}`,
      },
      occasion,
    );
    dispute.balance_transactions.push(reinstated);
    book.emit('charge.dispute.funds_reinstated', dispute, occasion);
  }
  if (closed.includes(dispute.status)) book.emit('charge.dispute.closed', dispute, occasion);
}

/**
 * The cardholder's bank decides a dispute under review, as it does days or weeks after the evidence (test mode's
 * magic words decide at submission instead): a test's knob (StripeStandIn.closeDispute), not an API of Stripe's.
 */
export function decideDispute(call: Call, id: string, outcome: 'won' | 'lost'): Stripe.Dispute {
  const dispute = call.book.find('dispute', id, call.owner);
  if (!dispute) throw noSuch('dispute', id);
  if (closed.includes(dispute.status)) throw invalid(`This dispute is ${dispute.status} already.`);
  dispute.status = outcome;
  call.book.touch();
  call.book.emit('charge.dispute.updated', dispute, call.occasion);
  settle(call, dispute);
  return dispute;
}

/**
 * The cardholder's bank disputes a charge made earlier (up to 120 days later, in life; test mode opens one only at the
 * charge, with pm_card_createDispute): a test's knob (StripeStandIn.disputeCharge), not an API of Stripe's.
 */
export function disputeCharge(call: Call, chargeId: string): Stripe.Dispute {
  const charge = call.book.find('charge', chargeId, call.owner);
  if (!charge) throw noSuch('charge', chargeId);
  if (charge.disputed) throw invalid(`Charge ${chargeId} has already been disputed.`);
  return openDispute(call, charge);
}

const purposes: Stripe.File.Purpose[] = [
  'dispute_evidence',
  'identity_document',
  'additional_verification',
  'business_icon',
  'business_logo',
  'customer_signature',
  'account_requirement',
];

/** What a file of each type is served as, and the types dispute evidence takes (Stripe's: PDF, JPEG, PNG). */
const evidenceTypes: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' };

/** Stripe's largest dispute evidence file. */
const EVIDENCE_FILE_BYTES = 5 * 1024 * 1024;

async function uploadFile(call: Call, params: Params): Promise<Stripe.File> {
  const purpose = params.choice('purpose', purposes);
  if (purpose === undefined) throw invalid('Missing required param: purpose.', 'purpose', 'parameter_missing');
  const upload = params.uploads.file;
  if (!upload) throw invalid('Missing required param: file.', 'file', 'parameter_missing');
  const type = (await fileTypeFromBuffer(upload.data))?.ext;
  if (purpose === 'dispute_evidence') {
    if (type === undefined || !(type in evidenceTypes))
      throw invalid('Dispute evidence must be a PDF, JPEG or PNG file.', 'file', 'file_invalid');
    if (upload.data.length > EVIDENCE_FILE_BYTES)
      throw invalid('Dispute evidence files can be at most 5 MB.', 'file', 'file_invalid');
  }
  const id = newId('file');
  writeFileSync(call.store.fileBytesPath(id), upload.data);
  return call.book.add(call.owner, {
    id,
    object: 'file',
    created: call.occasion.now,
    expires_at: null,
    filename: upload.filename,
    links: { object: 'list', data: [], has_more: false, url: `/v1/file_links?file=${id}` },
    purpose,
    size: upload.data.length,
    title: null,
    type: type ?? null,
    url: `${call.baseUrl}/v1/files/${id}/contents`,
  });
}

function fileContents(call: Call, id: string): RawAnswer {
  const file = call.book.find('file', id, call.owner);
  if (!file) throw noSuch('file', id);
  const type = evidenceTypes[file.type ?? ''] ?? 'application/octet-stream';
  return new RawAnswer(type, readFileSync(call.store.fileBytesPath(id)));
}

export const disputeRoutes: Route[] = [
  retrieving('dispute', '/v1/disputes'),
  listing('dispute', '/v1/disputes', [
    sameAs('charge', (dispute) => dispute.charge),
    sameAs('payment_intent', (dispute) => dispute.payment_intent),
  ]),
  {
    method: 'POST',
    path: '/v1/disputes/:id',
    params: ['evidence', 'metadata', 'submit'],
    handle: (call, params, [id]) => updateDispute(call, params, id!),
  },
  { method: 'POST', path: '/v1/files', params: ['purpose', 'file'], handle: uploadFile },
  retrieving('file', '/v1/files'),
  listing('file', '/v1/files', [sameAs('purpose', (file) => file.purpose)]),
  {
    method: 'GET',
    path: '/v1/files/:id/contents',
    params: [],
    handle: (call, _params, [id]) => fileContents(call, id!),
  },
];
