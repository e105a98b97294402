import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Stripe from 'stripe';
import { stages, type Stage } from '../../../shared/domain/auth/api-keys.ts';
import { newId } from './ids.ts';
import { isLive } from './keys.ts';

// What the stand-in keeps: one book per stage (a Stripe account of its own: the platform and the accounts connected
// to it), each object as Stripe shows it (the SDK's own types), the events it made, the onboarding links given out and
// the answers kept for idempotency keys. All of it is one JSON file, written after each change.

/** The kinds of object kept, in the SDK's shapes: the typecheck holds the stand-in's objects to Stripe's. */
export type Kept =
  | Stripe.Account
  | Stripe.BalanceTransaction
  | Stripe.Charge
  | Stripe.Customer
  | Stripe.DeletedCustomer
  | Stripe.Dispute
  | Stripe.Event
  | Stripe.File
  | Stripe.PaymentIntent
  | Stripe.PaymentMethod
  | Stripe.Payout
  | Stripe.Refund
  | Stripe.SetupIntent
  | Stripe.Transfer;
export type Kind = Kept['object'];
export type Of<K extends Kind> = Extract<Kept, { object: K }>;

/** An event's object, by the event's type. */
type ObjectOf<T extends Stripe.Event.Type> = Extract<Stripe.Event, { type: T }>['data']['object'];

/** An object and the account it belongs to: the platform, or one of its connected accounts (`Stripe-Account`). */
interface Entry {
  owner: string;
  body: Kept;
}

/** An account link's page: opened once before it expires, it completes onboarding; else it sends to refresh_url. */
export interface OnboardingLink {
  account: string;
  returnUrl: string;
  refreshUrl: string;
  expiresAt: number;
  used: boolean;
}

/** The first answer to a POST with an Idempotency-Key, kept for its retries (Stripe keeps them 24 hours). */
export interface Remembered {
  fingerprint: string;
  status: number;
  body: string;
  requestId: string;
  at: number;
}

interface BookState {
  /** The stage's own account (the platform). */
  platform: string;
  /** Every object by id, in the order made (a list answers newest first). */
  entries: Record<string, Entry>;
  links: Record<string, OnboardingLink>;
  remembered: Record<string, Remembered>;
  /** Events not yet delivered to the stage's endpoint, oldest first. */
  undelivered: string[];
}

/** What made a change: the request (its id and Idempotency-Key, as an event's `request` says) and its instant. */
export interface Occasion {
  request: Stripe.Event.Request | null;
  /** Unix seconds: one clock per request. */
  now: number;
}

/** A movement of an account's balance, as a balance transaction says it. */
export interface Movement {
  amount: number;
  currency: string;
  type: Stripe.BalanceTransaction.Type;
  reportingCategory: string;
  source: string;
  description?: string;
}

const REMEMBERED_SECONDS = 24 * 3600;

/** One stage's Stripe account: the platform, its connected accounts and every object they hold. */
export class Book {
  constructor(
    readonly stage: Stage,
    private readonly state: BookState,
    private readonly changed: () => void,
  ) {}

  get platform(): string {
    return this.state.platform;
  }

  get livemode(): boolean {
    return isLive(this.stage);
  }

  /** Keeps a new object (or the same object changed in place: call `touch` then). */
  add<T extends Kept>(owner: string, body: T): T {
    this.state.entries[body.id] = { owner, body };
    this.changed();
    return body;
  }

  /** Marks a change made in place to an object kept. */
  touch(): void {
    this.changed();
  }

  find<K extends Kind>(kind: K, id: string, owner?: string): Of<K> | undefined {
    const entry = this.state.entries[id];
    if (!entry || entry.body.object !== kind || (owner !== undefined && entry.owner !== owner)) return undefined;
    return entry.body as Of<K>;
  }

  /** Any object by id, of any account of the book (what `expand` reaches). */
  any(id: string): Kept | undefined {
    return this.state.entries[id]?.body;
  }

  /** An account's objects of a kind, newest first, as Stripe's lists answer. */
  list<K extends Kind>(kind: K, owner: string): Of<K>[] {
    return Object.values(this.state.entries)
      .filter((entry) => entry.owner === owner && entry.body.object === kind)
      .map((entry) => entry.body as Of<K>)
      .reverse();
  }

  /** A connected account of the platform (never the platform itself). */
  connected(id: string): Stripe.Account | undefined {
    return id === this.platform ? undefined : this.find('account', id, this.platform);
  }

  /**
   * An event: kept (readable at /v1/events), and queued for the stage's endpoint. `account`: the connected account it
   * happened on (a Connect event, which Stripe delivers to the platform's Connect endpoint with `account` set).
   */
  emit<T extends Stripe.Event.Type>(
    type: T,
    object: ObjectOf<T>,
    occasion: Occasion,
    more: { account?: string; previous?: Record<string, unknown> } = {},
  ): Stripe.Event {
    const event = {
      id: newId('evt'),
      object: 'event',
      ...(more.account ? { account: more.account } : {}),
      api_version: Stripe.API_VERSION,
      created: occasion.now,
      // the object as it was then: later changes are later events
      data: { object: structuredClone(object), ...(more.previous ? { previous_attributes: more.previous } : {}) },
      livemode: this.livemode,
      pending_webhooks: 1,
      request: occasion.request,
      type,
    } as Stripe.Event;
    this.add(more.account ?? this.platform, event);
    this.state.undelivered.push(event.id);
    return event;
  }

  /** The oldest event not yet delivered. */
  nextUndelivered(): Stripe.Event | undefined {
    const id = this.state.undelivered[0];
    return id === undefined ? undefined : this.find('event', id);
  }

  /** Done with the oldest undelivered event: delivered (its pending_webhooks falls to 0), or given up on. */
  settleOldest(delivered: boolean): void {
    const event = this.nextUndelivered();
    if (event && delivered) event.pending_webhooks = 0;
    this.state.undelivered.shift();
    this.changed();
  }

  /** A movement of an account's balance, available at once (as Stripe's test card 4000000000000077 makes charges). */
  move(owner: string, movement: Movement, occasion: Occasion): Stripe.BalanceTransaction {
    return this.add(owner, {
      id: newId('txn'),
      object: 'balance_transaction',
      amount: movement.amount,
      available_on: occasion.now,
      balance_type: 'payments',
      created: occasion.now,
      currency: movement.currency,
      description: movement.description ?? null,
      exchange_rate: null,
      // Stripe's fees are not modelled: what moves is what was asked
      fee: 0,
      fee_details: [],
      net: movement.amount,
      reporting_category: movement.reportingCategory,
      source: movement.source,
      status: 'available',
      type: movement.type,
    });
  }

  /** An account's balance: the sum of its balance transactions, by currency (its default currency when none). */
  balance(owner: string): Stripe.Balance {
    const sums = new Map<string, number>();
    for (const txn of this.list('balance_transaction', owner))
      sums.set(txn.currency, (sums.get(txn.currency) ?? 0) + txn.net);
    if (sums.size === 0) sums.set(this.find('account', owner)?.default_currency ?? 'usd', 0);
    const amounts = [...sums].map(([currency, amount]) => ({ amount, currency, source_types: { card: amount } }));
    return {
      object: 'balance',
      available: amounts,
      livemode: this.livemode,
      pending: amounts.map(({ currency }) => ({ amount: 0, currency, source_types: { card: 0 } })),
    };
  }

  link(token: string): OnboardingLink | undefined {
    return this.state.links[token];
  }

  keepLink(token: string, link: OnboardingLink): void {
    this.state.links[token] = link;
    this.changed();
  }

  remembered(key: string): Remembered | undefined {
    return this.state.remembered[key];
  }

  remember(key: string, answer: Remembered): void {
    this.state.remembered[key] = answer;
    this.changed();
  }

  /** Forgets answers older than Stripe keeps them. */
  forgetOld(now: number): void {
    for (const [key, answer] of Object.entries(this.state.remembered))
      if (answer.at < now - REMEMBERED_SECONDS) delete this.state.remembered[key];
  }
}

/** The platform's own account, as `GET /v1/account` answers it. */
function platformAccount(id: string, now: number): Stripe.Account {
  return {
    id,
    object: 'account',
    business_type: 'company',
    capabilities: { card_payments: 'active', transfers: 'active' },
    charges_enabled: true,
    country: 'US',
    created: now,
    default_currency: 'usd',
    details_submitted: true,
    email: 'payments@marketplace.example',
    metadata: {},
    payouts_enabled: true,
    type: 'standard',
  };
}

/** Both stages' books, in `<dir>/objects.json`; uploaded files' bytes under `<dir>/files/`. */
export class StripeStore {
  private dirty = false;
  private readonly books: Record<Stage, Book>;

  private constructor(
    private readonly dir: string,
    private readonly state: Record<Stage, BookState>,
  ) {
    const changed = () => {
      this.dirty = true;
    };
    this.books = Object.fromEntries(stages.map((stage) => [stage, new Book(stage, state[stage], changed)])) as Record<
      Stage,
      Book
    >;
  }

  static open(dir: string): StripeStore {
    mkdirSync(join(dir, 'files'), { recursive: true });
    const file = join(dir, 'objects.json');
    if (existsSync(file))
      return new StripeStore(dir, JSON.parse(readFileSync(file, 'utf8')) as Record<Stage, BookState>);
    const now = Math.floor(Date.now() / 1000);
    const fresh = (): BookState => {
      const platform = newId('acct');
      return {
        platform,
        entries: { [platform]: { owner: platform, body: platformAccount(platform, now) } },
        links: {},
        remembered: {},
        undelivered: [],
      };
    };
    const store = new StripeStore(dir, { sandbox: fresh(), production: fresh() });
    store.dirty = true;
    store.flush();
    return store;
  }

  book(stage: Stage): Book {
    return this.books[stage];
  }

  /** Where an uploaded file's bytes are kept. */
  fileBytesPath(id: string): string {
    return join(this.dir, 'files', id);
  }

  /** Writes the books when something changed (whole, then renamed over the old file: never half written). */
  flush(now = Math.floor(Date.now() / 1000)): void {
    if (!this.dirty) return;
    for (const stage of stages) this.books[stage].forgetOld(now);
    const file = join(this.dir, 'objects.json');
    writeFileSync(`${file}.new`, JSON.stringify(this.state));
    renameSync(`${file}.new`, file);
    this.dirty = false;
  }
}
