import { scanPages } from '../../shared/data/query.ts';
import { emailSentItems } from '../../shared/data/definitions/email.ts';
import { emailDigestDueItems, emailDigestEventItems } from '../../shared/data/definitions/email-digest.ts';
import { cloudEventId } from '../../shared/domain/webhooks/events.ts';
import { eventTypeOfKind } from '../../shared/domain/event-payloads/payloads.ts';
import { EVENT_HEADER } from '../../shared/email/transport.ts';
import { auditTable, reportOf } from '../../shared/domain/audit/audit.ts';
import { ledgerTotals } from '../../shared/domain/audit/payments.ts';
import type { LedgerEntry, Payment } from '../../shared/domain/payments/types.ts';
import type Stripe from 'stripe';
import type { DeployedLocalStage } from '../../infra/local/deployed/stage.ts';
import { isGatewayFailure, type Call } from './calls.ts';
import type { Receiver } from './receiver.ts';
import type { Actor } from './stories.ts';

// The soak's checks (docs/reliability.md), once faults are off and every stream, queue and schedule
// is drained, with the table read whole (Jepsen's checkers read the final state the same way):
// what clients saw acknowledged is there exactly once, and what they saw refused is not there;
// the audit finds no drift; every subscribed event reached its receiver; no email twice, no
// notification twice; nothing left in a dead-letter queue; every fault that reached a client did
// so as a 503 in the 7.2 format with Retry-After, never a 500 of ours or a 4xx the step did not
// expect; the money conserved, nothing charged twice, nothing paid out twice, read from Stripe.

export interface Invariant {
  checked: number;
  violations: number;
  examples: string[];
}
export type Invariants = Record<string, Invariant>;

const invariant = (): Invariant => ({ checked: 0, violations: 0, examples: [] });
const violate = (i: Invariant, example: string) => {
  i.violations++;
  if (i.examples.length < 20) i.examples.push(example);
};

export interface Subscription {
  actor: Actor;
  webhookId: string;
  eventTypes: string[];
}

export interface CheckInput {
  calls: Call[];
  stage: DeployedLocalStage;
  receiver: Receiver;
  subscriptions: Subscription[];
  actors: Actor[];
  mailWebUrl?: string;
  /** Stripe's SDK with the stage's key: what Stripe holds, the money's checks' other side. */
  stripe?: Stripe;
}

/** Every item of the table, once. */
async function wholeTable(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const page of scanPages()) items.push(...page.items);
  return items;
}

const describe = (call: Call) =>
  `#${call.n} ${call.actor} ${call.step} (${call.method} ${call.path}) -> ${call.status ?? 'no answer'} ` +
  `[${call.attempts.map((a) => a.status ?? a.error).join(', ')}]`;

export async function checkSoak(input: CheckInput): Promise<Invariants> {
  const items = await wholeTable();
  const checks: Invariants = {};
  const check: Check = (name) => (checks[name] ??= invariant());
  checkWrites(items, input, check);
  await checkAudit(check);
  checkWebhooks(items, input, check);
  await checkEmails(items, input, check);
  checkDeadLetters(input, check);
  checkWhatClientsSaw(input, check);
  if (input.stripe) await checkMoney(items, input.stripe, check);
  return checks;
}

type Check = (name: string) => ReturnType<typeof invariant>;

function checkWrites(items: Record<string, unknown>[], input: CheckInput, check: Check): void {
  // 1. acknowledged writes exactly once; refused ones not at all; a client that cannot know, at most once
  const tokens = new Map<string, number>();
  for (const item of items) {
    for (const value of Object.values(item)) {
      if (typeof value !== 'string') continue;
      for (const [token] of value.matchAll(/chaos-[a-j]+-[a-j]+\b/g)) {
        const key = `${String(item.entity)} ${token}`;
        tokens.set(key, (tokens.get(key) ?? 0) + 1);
      }
    }
  }
  const once = check('acknowledged.exactlyOnce');
  const undone = new Map(input.calls.filter((c) => c.undoes).map((c) => [c.undoes!, c]));
  const allowedBy = (call: Call | undefined) =>
    call?.outcome === 'acknowledged' ? [1] : call?.outcome === 'indeterminate' ? [0, 1] : [0];
  for (const call of input.calls.filter((c) => c.token)) {
    once.checked++;
    const found = tokens.get(`${call.entity} ${call.token}`) ?? 0;
    // removed since: nothing left if the removal was acknowledged, either if it cannot be known
    const removal = undone.get(call.token!)?.outcome;
    const created = allowedBy(call);
    const allowed = removal === 'acknowledged' ? [0] : removal === 'indeterminate' ? [...created, 0] : created;
    if (!allowed.includes(found)) violate(once, `${describe(call)}: ${found} ${call.entity} items carry ${call.token}`);
  }
  const racing = check('acceptance.atMostOne');
  const races = new Map<string, Call[]>();
  for (const call of input.calls.filter((c) => c.group))
    races.set(call.group!, [...(races.get(call.group!) ?? []), call]);
  for (const pair of races.values()) {
    racing.checked++;
    if (pair.filter((c) => c.status === 200).length > 1)
      violate(racing, `both acceptances answered 200: ${pair.map(describe).join(' | ')}`);
  }
}

async function checkAudit(check: Check): Promise<void> {
  // 2. the audit: derived data recounted, the marketplace's rules
  const audit = reportOf(await auditTable({ repair: false, objects: true }), false);
  for (const [name, counts] of Object.entries(audit.checks)) {
    const i = check(`audit.${name}`);
    i.checked = counts.checked;
    for (const d of audit.drifts.filter((drift) => drift.check === name)) violate(i, `${d.subject}: ${d.detail}`);
    i.violations = counts.drifts;
  }
}

/**
 * The money, from Stripe's own objects against the table: each listing has at most one charge not refunded whole (a
 * booking that lost its race refunds its charge at once), and it is its payment's; at most one transfer, of the
 * carrier's price; and what Stripe holds of the payment's charge and transfer is what its ledger says, the platform
 * never paying out more than it took.
 */
async function checkMoney(items: Record<string, unknown>[], stripe: Stripe, check: Check): Promise<void> {
  const chargedOnce = check('money.chargedOnce');
  const paidOutOnce = check('money.paidOutOnce');
  const conserved = check('money.conserved');
  const payments = new Map(
    items.filter((i) => i.entity === 'Payment').map((i) => [Number(i.listingId), i as unknown as Payment]),
  );
  const ledgers = new Map<number, LedgerEntry[]>();
  for (const entry of items.filter((i) => i.entity === 'LedgerEntry') as unknown as LedgerEntry[])
    ledgers.set(entry.listingId, [...(ledgers.get(entry.listingId) ?? []), entry]);
  const listingOf = new Map<string, number>();
  for await (const intent of stripe.paymentIntents.list({ limit: 100 }))
    listingOf.set(intent.id, Number(intent.metadata.listingId));
  const live = new Map<number, Stripe.Charge[]>();
  for await (const charge of stripe.charges.list({ limit: 100 })) {
    const intent = charge.payment_intent;
    const listingId = listingOf.get(typeof intent === 'string' ? intent : (intent?.id ?? ''));
    if (!charge.paid || listingId === undefined || charge.amount_refunded === charge.amount) continue;
    live.set(listingId, [...(live.get(listingId) ?? []), charge]);
  }
  for (const listingId of new Set([...live.keys(), ...payments.keys()])) {
    chargedOnce.checked++;
    const charges = (live.get(listingId) ?? []).map((c) => c.id);
    const booked = payments.get(listingId)?.chargeId;
    if (charges.length > 1 || charges.some((id) => id !== booked))
      violate(chargedOnce, `listing ${listingId}: charges ${charges.join(', ')} not refunded; booked ${booked}`);
  }
  for (const payment of payments.values()) {
    const transfers = (await stripe.transfers.list({ transfer_group: `listing-${payment.listingId}`, limit: 100 }))
      .data;
    paidOutOnce.checked++;
    if (transfers.length > 1 || transfers.some((t) => t.amount !== payment.carrierPrice))
      violate(paidOutOnce, `listing ${payment.listingId}: transfers ${transfers.map((t) => t.amount).join(', ')}`);
    conserved.checked++;
    const charge = await stripe.charges.retrieve(payment.chargeId);
    const ledger = ledgerTotals(ledgers.get(payment.listingId) ?? []);
    const onStripe = {
      net: charge.amount - charge.amount_refunded,
      transferred: transfers.reduce((sum, t) => sum + t.amount - t.amount_reversed, 0),
    };
    if (
      onStripe.net !== ledger.charged - ledger.refunded ||
      onStripe.transferred !== ledger.transferred ||
      onStripe.net < onStripe.transferred
    )
      violate(
        conserved,
        `listing ${payment.listingId}: Stripe ${JSON.stringify(onStripe)}, the ledger ${JSON.stringify(ledger)}`,
      );
  }
}

function checkWebhooks(items: Record<string, unknown>[], input: CheckInput, check: Check): void {
  // 3. every subscribed event reached its receiver (after the Failed were redelivered), signed
  const delivered = check('webhooks.delivered');
  const deliveries = new Map(items.filter((i) => i.entity === 'WebhookDelivery').map((i) => [String(i.deliveryId), i]));
  for (const { actor, webhookId, eventTypes } of input.subscriptions) {
    const inbox = items.filter((i) => i.PK === `USER#${actor.userId}#INBOX` && i.entity === 'Notification');
    const received = input.receiver.received.get(actor.name) ?? new Set<string>();
    for (const notification of inbox) {
      const type = eventTypeOfKind[notification.kind as keyof typeof eventTypeOfKind];
      if (!eventTypes.includes(type)) continue;
      delivered.checked++;
      const eventId = String(notification.SK).slice(String(notification.SK).indexOf('#') + 1);
      const id = cloudEventId(eventId, webhookId);
      const delivery = deliveries.get(id);
      if (!delivery)
        violate(delivered, `${actor.name}: no delivery of ${String(notification.kind)} (event ${eventId})`);
      else if (!received.has(id))
        violate(
          delivered,
          `${actor.name}: ${String(notification.kind)} delivery ${id} is ${String(delivery.status)} after ` +
            `${String(delivery.attempts)} attempts, never received`,
        );
    }
  }
  const signed = check('webhooks.signed');
  signed.checked = [...input.receiver.received.values()].reduce((n, s) => n + s.size, 0) + input.receiver.forged.length;
  for (const forged of input.receiver.forged) violate(signed, forged);
}

async function checkEmails(items: Record<string, unknown>[], input: CheckInput, check: Check): Promise<void> {
  // emails at most once per event and recipient; each inbox notification once
  const emails = check('emails.atMostOnce');
  if (input.mailWebUrl) {
    const addresses = new Set(
      items
        .filter((i) => i.entity === 'User' && input.actors.some((a) => a.userId === Number(i.userId)))
        .map((i) => String(i.emailAddress).toLowerCase()),
    );
    const sent = (await (await fetch(`${input.mailWebUrl}/api/email`)).json()) as {
      to: { address: string }[];
      headers: Record<string, string>;
      subject: string;
    }[];
    const seen = new Map<string, number>();
    for (const email of sent) {
      const to = email.to[0]?.address.toLowerCase() ?? '';
      if (!addresses.has(to)) continue;
      emails.checked++;
      const key = `${to} ${email.headers[EVENT_HEADER.toLowerCase()] ?? email.subject}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    // an environment stopped after SES took an email, before its claim said so: its retry sends it
    // again (docs/reliability.md), the one double the design allows, as many as such stops
    const doubles = [...seen].filter(([, n]) => n > 1);
    const allowed = input.stage.faults?.emailsSentThenStopped ?? 0;
    if (doubles.reduce((sum, [, n]) => sum + n - 1, 0) > allowed)
      for (const [key, n] of doubles) violate(emails, `${n} emails of ${key} (${allowed} stopped after SES took one)`);
  }
  checkDigestedEvents(items, check('emails.onceImmediatelyOrInADigest'));
  const notifications = check('notifications.once');
  const told = new Map<string, number>();
  for (const item of items.filter((i) => i.entity === 'Notification')) {
    notifications.checked++;
    const key = `${String(item.PK)} ${String(item.kind)} ${JSON.stringify(item.data)}`;
    told.set(key, (told.get(key) ?? 0) + 1);
  }
  for (const [key, n] of told) if (n > 1) violate(notifications, `${n} notifications of ${key.slice(0, 300)}`);
}

/**
 * Every event queued for a digest is emailed once, immediately or in one digest (docs/notifications.md, "Digests"):
 * its claim (`DigestQueued`) is matched by exactly one of a digest's claim carrying it or its item waiting in a digest
 * on the due list, and never by an email of its own too. A closed account's digests are dropped.
 */
function checkDigestedEvents(items: Record<string, unknown>[], digested: Invariant): void {
  const closed = new Set(
    items.filter((i) => i.entity === 'User' && i.status === 'Closed').map((i) => Number(i.userId)),
  );
  const claims = items.filter((i) => i.entity === 'EmailSent');
  const emailed = new Set(claims.map((i) => String(i.PK)));
  const carried = new Map<string, number>();
  for (const claim of claims) {
    const recipient = /#(\d+)$/.exec(String(claim.PK))?.[1];
    for (const eventId of (claim.carries as string[] | undefined) ?? [])
      carried.set(`${eventId} ${recipient}`, (carried.get(`${eventId} ${recipient}`) ?? 0) + 1);
  }
  // an event waits only in a digest still on the due list: one left in a digest that is off it is lost
  const listed = new Set(
    items
      .filter((i) => i.entity === 'EmailDigestDue')
      .map((i) => emailDigestEventItems.partition(emailDigestDueItems.recordOf(i))),
  );
  const waiting = new Set(
    items
      .filter((i) => i.entity === 'EmailDigestEvent' && listed.has(String(i.PK)))
      .map((i) => `${String(i.eventId)} ${Number(i.recipientId)}`),
  );
  for (const queued of items.filter((i) => i.entity === 'DigestQueued')) {
    const [, eventId, userId] = /^DIGESTQUEUED#(.*)#(\d+)$/.exec(String(queued.PK)) ?? [];
    if (closed.has(Number(userId))) continue;
    digested.checked++;
    const key = `${eventId} ${userId}`;
    const times = (carried.get(key) ?? 0) + (waiting.has(key) ? 1 : 0);
    if (times !== 1) violate(digested, `event ${key} in ${times} digests (carried or waiting)`);
    if (emailed.has(emailSentItems.partition({ eventId: String(eventId), recipientId: Number(userId) })))
      violate(digested, `event ${key} both queued and emailed at once`);
  }
}

/** The scheduled events in their jobs' dead-letter queues that no run of the job succeeded after. */
export function ticksNotMadeUp(stage: DeployedLocalStage): { deadLetters: string; body: string }[] {
  return stage.template.schedules.flatMap((rule) =>
    rule.targets.flatMap((target) =>
      (target.deadLetterArn ? stage.queues.messagesIn(target.deadLetterArn) : [])
        .filter(
          (message) =>
            (stage.scheduleLastSucceeded(rule.logicalId) ?? 0) <=
            Date.parse((JSON.parse(message.body) as { time: string }).time),
        )
        .map((message) => ({ deadLetters: target.deadLetterArn!.split(':').pop()!, body: message.body })),
    ),
  );
}

function checkDeadLetters(input: CheckInput, check: Check): void {
  // 4. nothing in a dead-letter queue (the runtime's queues; the test's table is the only one)
  const deadLetters = check('deadLetters.empty');
  const template = input.stage.template;
  const dlqs = new Set([
    ...template.queues.flatMap((q) => (q.deadLetter ? [q.deadLetter.arn] : [])),
    ...template.streamMappings.flatMap((m) => (m.onFailureArn ? [m.onFailureArn] : [])),
  ]);
  for (const arn of dlqs) {
    deadLetters.checked++;
    for (const message of input.stage.queues.messagesIn(arn))
      violate(deadLetters, `${arn.split(':').pop()}: ${message.body.slice(0, 300)}`);
  }
  // a scheduled event carries no work, only its time: one that failed its three tries (a crash or a stop in each,
  // likely enough at the soak's tick a second) is a tick missed, which the job's next run makes up, its steps being
  // idempotent (docs/reliability.md). What must hold is that a later run of that job succeeded; what the runs do is
  // checked by the invariants of their work (digests, deliveries, the audit).
  const madeUp = check('schedules.missedTickMadeUp');
  madeUp.checked = template.schedules.flatMap((rule) => rule.targets.filter((t) => t.deadLetterArn)).length;
  for (const tick of ticksNotMadeUp(input.stage))
    violate(madeUp, `${tick.deadLetters}: no run succeeded after ${tick.body.slice(0, 300)}`);
}

function checkWhatClientsSaw(input: CheckInput, check: Check): void {
  // 5. what clients saw: faults as 503 + Retry-After in the 7.2 format (or the gateway's 502 after a
  // crash), never a 500 of ours; no status a step did not expect (a 409 for a write whose first
  // attempt succeeded, a 404 for one's own listing ...)
  const surfaced = check('faults.surfacedAs503');
  for (const call of input.calls) {
    for (const attempt of call.attempts) {
      surfaced.checked++;
      const status = attempt.status;
      if (status === undefined || status < 500) continue;
      if (isGatewayFailure(status, attempt.body)) continue;
      let body: { errors?: { code?: number }[] } | undefined;
      try {
        body = JSON.parse(attempt.body ?? '');
      } catch {
        body = undefined;
      }
      if (status !== 503 || !attempt.retryAfter || body?.errors?.[0]?.code !== 50000)
        violate(surfaced, `${describe(call)}: an attempt answered ${status} ${attempt.body}`);
    }
  }
  const expected = check('client.sawWhatTheStepExpects');
  for (const call of input.calls) {
    expected.checked++;
    if (call.outcome === 'unexpected') violate(expected, `${describe(call)}: ${call.attempts.at(-1)?.body ?? ''}`);
  }
}
