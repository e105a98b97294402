import { isStoppedClaim, removeStoppedClaim } from '../../data/retries/index.ts';
import { scanPages } from '../../data/query.ts';
import { forEachInParallel } from '../../parallel.ts';
import { adjustTallies } from '../../data/search-tallies.ts';
import { tallyCountsOfItem } from '../../data/search-drift.ts';
import { adjustListingCounts, countsOfListings, listingCountsOfItem } from '../../data/listings.ts';
import { isListingCounts } from '../../data/definitions/listing.ts';
import { everyFeedbackReceivedBy, feedbackCountsOfUser, replaceFeedbackCounts } from '../../data/feedback.ts';
import { marketLevelOfItem, replaceMarketLevel, storedObservation } from '../../data/market-prices.ts';
import {
  alertEntriesDrift,
  findSavedSearch,
  putAlertEntries,
  savedSearchCleanups,
  savedSearchOfItem,
} from '../../data/saved-searches.ts';
import { deleteItems } from '../../data/bulk.ts';
import { countsOf, sameCounts } from '../feedback/rules.ts';
import type { FeedbackCounts } from '../feedback/types.ts';
import { withObservation, type MarketObservation } from '../pricing/market.ts';
import type { SavedSearch } from '../saved-searches/types.ts';
import { auditListing } from './listing.ts';
import { auditChecks, type AuditCheck } from './checks.ts';
import { auditObjects } from './objects.ts';
import { auditPayment, auditUnbookedCharges } from './payments.ts';
import { findPayment } from '../../data/payments.ts';
import { paymentItems } from '../../data/definitions/payment.ts';
import * as clock from '../../clock.ts';
import { kindOf, type Kind } from '../../data/kinds.ts';

// The audit an operator runs (`npm run audit`, docs/reliability.md): a pass over the whole table, a
// page at a time, that recounts from the items everything the table keeps derived and checks the
// marketplace's rules, reporting each drift; with `repair`, the derived data is rewritten. Each
// listing is checked (and repaired) on its own from a consistent read of its partition; the totals
// (tallies, shippers' counts, market prices) add up over the pass and are compared at its end. The
// state after each page is what a later run resumes from.

export interface Drift {
  check: AuditCheck;
  subject: string;
  detail: string;
  repaired?: boolean;
}

export interface AuditState {
  cursor?: Record<string, unknown>;
  scanned: number;
  /** The listing whose partition the last page ended in (a partition's items come together). */
  lastListing?: number;
  lastSearch?: string;
  tallies: Record<string, number>;
  talliesFound: Record<string, number>;
  counts: Record<string, Record<string, number>>;
  countsFound: Record<string, Record<string, number>>;
  market: Record<string, MarketObservation[]>;
  marketFound: Record<string, { stored: string[]; version: number }>;
  checked: Partial<Record<AuditCheck, number>>;
  drifts: Drift[];
  driftCount: Partial<Record<AuditCheck, number>>;
  repairedCount: Partial<Record<AuditCheck, number>>;
  /** The table's pass is done (its totals compared); the bucket's comes next, when asked for. */
  tableDone?: boolean;
  /** The last file the bucket's pass checked (./objects.ts). */
  objectsAfter?: string;
  complete: boolean;
}

export const newAuditState = (): AuditState => ({
  scanned: 0,
  tallies: {},
  talliesFound: {},
  counts: {},
  countsFound: {},
  market: {},
  marketFound: {},
  checked: {},
  drifts: [],
  driftCount: {},
  repairedCount: {},
  complete: false,
});

export interface AuditOptions {
  repair?: boolean;
  now?: () => Date;
  /**
   * A drift of one listing or user is read again after this long and reported only if it stays (data the stream derives
   * follows within seconds).
   */
  settleMs?: number;
  /** Stop after this many items (a run in steps); the state says where to go on. */
  maxItems?: number;
  /** After every page: where the pass is (save it to resume). */
  saved?: (state: AuditState) => void;
  /** The bucket's files against their records too (objects.recorded), after the table: the stage's BUCKET_NAME. */
  objects?: boolean;
}

/** Drift details kept per check (all are counted). */
const KEPT_PER_CHECK = 200;

export interface AuditReport {
  complete: boolean;
  scanned: number;
  repair: boolean;
  checks: Record<AuditCheck, { checked: number; drifts: number; repaired: number }>;
  drifts: Drift[];
}

export function reportOf(state: AuditState, repair: boolean): AuditReport {
  const checks = Object.fromEntries(
    Object.keys(auditChecks).map((name) => [
      name,
      {
        checked: state.checked[name as AuditCheck] ?? 0,
        drifts: state.driftCount[name as AuditCheck] ?? 0,
        repaired: state.repairedCount[name as AuditCheck] ?? 0,
      },
    ]),
  ) as AuditReport['checks'];
  return { complete: state.complete, scanned: state.scanned, repair, checks, drifts: state.drifts };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function auditTable(options: AuditOptions = {}, state: AuditState = newAuditState()): Promise<AuditState> {
  const pass = new AuditPass(options, state);
  let scannedThisRun = 0;
  // a run in steps reads pages of its step's size, so that it stops where it said
  if (!state.tableDone) {
    for await (const { items, next } of scanPages({ from: state.cursor, pageSize: options.maxItems })) {
      await forEachInParallel(pass.checksOfPage(items), 8, (run) => run());
      state.cursor = next;
      state.scanned += items.length;
      scannedThisRun += items.length;
      options.saved?.(state);
      if (next && options.maxItems !== undefined && scannedThisRun >= options.maxItems) return state;
    }
    await totals(state, pass);
    await pass.unbookedCharges();
    state.tableDone = true;
    state.cursor = undefined;
  }
  if (options.objects) {
    const budget = (options.maxItems ?? Infinity) - scannedThisRun;
    if (budget <= 0 || !(await auditObjects(pass, state, { budget, saved: options.saved }))) return state;
  }
  state.complete = true;
  options.saved?.(state);
  return state;
}

/** One pass of the audit: what it has counted (`state`), and the check of each kind of item. */
class AuditPass {
  readonly repair: boolean;
  readonly now: () => Date;
  private readonly searches = new Map<string, Promise<SavedSearch | undefined>>();
  private cleanupsPending: Promise<Set<string>> | undefined;

  constructor(
    private readonly options: AuditOptions,
    private readonly state: AuditState,
  ) {
    this.now = options.now ?? (() => clock.now());
    this.repair = options.repair ?? false;
  }

  readonly checked = (check: AuditCheck, n = 1) => {
    this.state.checked[check] = (this.state.checked[check] ?? 0) + n;
  };

  readonly drift = (d: Drift) => {
    const { state } = this;
    state.driftCount[d.check] = (state.driftCount[d.check] ?? 0) + 1;
    if (d.repaired) state.repairedCount[d.check] = (state.repairedCount[d.check] ?? 0) + 1;
    if (state.drifts.filter((kept) => kept.check === d.check).length < KEPT_PER_CHECK) state.drifts.push(d);
  };

  /** Checks something, and once more after `settleMs` when it drifted: what stays is drift. */
  private async settled<T>(check: () => Promise<T[]>): Promise<T[]> {
    const found = await check();
    if (!found.length || !this.options.settleMs) return found;
    await sleep(this.options.settleMs);
    return check();
  }

  private searchOf(searchId: string) {
    const { searches } = this;
    if (!searches.has(searchId)) searches.set(searchId, findSavedSearch(searchId));
    if (searches.size > 1000) searches.delete(searches.keys().next().value!);
    return searches.get(searchId)!;
  }

  private async cleanupPending(searchId: string) {
    this.cleanupsPending ??= savedSearchCleanups(this.now().toISOString(), false).then(
      (due) => new Set(due.map((d) => d.searchId)),
    );
    return (await this.cleanupsPending).has(searchId);
  }

  /**
   * A page's items: what the totals add up is counted now (tallies, counts, market prices held), and the checks of
   * listings (once each: its items are together in the scan) and of the other items that have one are returned.
   */
  checksOfPage(items: Record<string, unknown>[]): (() => Promise<void>)[] {
    const { state } = this;
    const listingIds: number[] = [];
    const work: (() => Promise<void>)[] = [];
    for (const item of items) {
      const pk = String(item.PK);
      if (pk.startsWith('LISTING#')) {
        const id = Number(pk.slice('LISTING#'.length));
        if (Number.isSafeInteger(id) && id !== state.lastListing && !listingIds.includes(id)) listingIds.push(id);
        state.lastListing = id;
      } else if (kindOf(item) === 'SearchTally') {
        for (const [text, n] of tallyCountsOfItem(item)) state.talliesFound[text] = (state.talliesFound[text] ?? 0) + n;
      } else if (isListingCounts(item)) {
        const { shipperId, counts } = listingCountsOfItem(item);
        state.countsFound[shipperId] = counts;
      } else if (kindOf(item) === 'MarketPrices') {
        const { level, stored, version } = marketLevelOfItem(item);
        state.marketFound[level] = { stored, version };
      } else {
        const kind = kindOf(item);
        const check = kind && this.itemChecks[kind];
        if (check) work.push(() => check(item));
      }
    }
    return [...listingIds.map((id) => () => this.listing(id)), ...work];
  }

  private readonly itemChecks: Partial<Record<Kind, (item: Record<string, unknown>) => Promise<void>>> = {
    User: (item) => this.userFeedback(item),
    SavedSearch: (item) => this.savedSearch(item),
    SearchAlert: (item) => this.alertEntry(item),
    ListingMatch: (item) => this.listingMatch(item),
    IdempotencyRecord: (item) => this.idempotencyClaim(item),
    Payment: (item) => this.payment(item),
  };

  private async payment(item: Record<string, unknown>): Promise<void> {
    const { listingId } = paymentItems.recordOf(item);
    let findings = await auditPayment((await findPayment(listingId))!, { repair: this.repair });
    if (findings.drifts.some((d) => !d.repaired) && this.options.settleMs) {
      await sleep(this.options.settleMs);
      findings = await auditPayment((await findPayment(listingId))!, { repair: this.repair });
    }
    findings.checked.forEach((check) => this.checked(check));
    for (const d of findings.drifts) this.drift({ ...d, subject: `payment of listing ${listingId}` });
  }

  /** Stripe to the table, once the table's pass is done: every charge for a listing is its payment. */
  async unbookedCharges(): Promise<void> {
    const findings = await auditUnbookedCharges({ repair: this.repair, now: this.now() });
    findings.checked.forEach((check) => this.checked(check));
    for (const d of findings.drifts) this.drift({ ...d, subject: 'Stripe' });
  }

  private async listing(listingId: number): Promise<void> {
    let findings = await auditListing(listingId, { now: this.now(), repair: this.repair });
    if (findings.drifts.length && this.options.settleMs) {
      await sleep(this.options.settleMs);
      findings = await auditListing(listingId, { now: this.now(), repair: this.repair });
    }
    findings.checked.forEach((check) => this.checked(check));
    for (const d of findings.drifts) this.drift({ check: d.check, subject: `listing ${listingId}`, detail: d.detail });
    for (const check of findings.repaired)
      this.drift({ check, subject: `listing ${listingId}`, detail: 'drifted; repaired', repaired: true });
    for (const text of findings.tallies) this.state.tallies[text] = (this.state.tallies[text] ?? 0) + 1;
    if (findings.counted) {
      const of = (this.state.counts[findings.counted.shipperId] ??= {});
      for (const [name, n] of Object.entries(countsOfListings([findings.counted]))) of[name] = (of[name] ?? 0) + n;
    }
    if (findings.booking) {
      for (const level of findings.booking.levels) {
        const kept = this.state.market[level] ?? [];
        this.state.market[level] = withObservation(kept, findings.booking.observation) ?? kept;
      }
    }
  }

  private async userFeedback(item: Record<string, unknown>): Promise<void> {
    const userId = Number(item.userId);
    this.checked('feedback.summary');
    const found = await this.settled(async () => {
      const counts = await feedbackCountsOfUser(userId);
      const expected = countsOf(await everyFeedbackReceivedBy(userId), this.now());
      return sameCounts(counts, expected, this.now()) ? [] : [{ counts, expected }];
    });
    if (!found.length) return;
    const { counts, expected } = found[0]!;
    const repaired = this.repair && (await replaceFeedbackCounts(userId, counts, expected));
    this.drift({
      check: 'feedback.summary',
      subject: `user ${userId}`,
      detail:
        `counts ${JSON.stringify(summaryNumbers(counts))}, feedback received ` +
        `${JSON.stringify(summaryNumbers(expected))}`,
      repaired,
    });
  }

  private async savedSearch(item: Record<string, unknown>): Promise<void> {
    const search = savedSearchOfItem(item);
    this.checked('savedSearch.entries');
    const found = await this.settled(async () => {
      const current = await findSavedSearch(search.searchId);
      return current ? alertEntriesDrift(current) : [];
    });
    if (!found.length) return;
    const current = await findSavedSearch(search.searchId);
    if (this.repair && current) await putAlertEntries(current);
    const repaired = this.repair && current !== undefined && (await alertEntriesDrift(current)).length === 0;
    for (const detail of found)
      this.drift({ check: 'savedSearch.entries', subject: `saved search ${search.searchId}`, detail, repaired });
  }

  private async alertEntry(item: Record<string, unknown>): Promise<void> {
    const searchId = String(item.SK);
    this.checked('savedSearch.entries');
    const stray = await this.settled(async () => {
      this.searches.delete(searchId);
      const search = await this.searchOf(searchId);
      return search?.alertPartitions.includes(String(item.PK))
        ? []
        : [search ? 'not one of its places any more' : 'its search is gone'];
    });
    if (!stray.length) return;
    if (this.repair) await deleteItems([{ PK: item.PK, SK: item.SK }]);
    this.drift({
      check: 'savedSearch.entries',
      subject: `alert entry ${String(item.PK)} of ${searchId}`,
      detail: stray[0]!,
      repaired: this.repair,
    });
  }

  private async listingMatch(item: Record<string, unknown>): Promise<void> {
    const searchId = String(item.PK).slice('SAVEDSEARCH#'.length);
    this.checked('savedSearch.matches');
    if (await this.searchOf(searchId)) return;
    if (await this.cleanupPending(searchId)) return;
    if (this.repair) await deleteItems([{ PK: item.PK, SK: item.SK }]);
    this.drift({
      check: 'savedSearch.matches',
      subject: `match ${String(item.SK)} of ${searchId}`,
      detail: 'its search is gone, and no cleanup is due',
      repaired: this.repair,
    });
  }

  private async idempotencyClaim(item: Record<string, unknown>): Promise<void> {
    this.checked('idempotency.claims');
    if (!isStoppedClaim(item, this.now().getTime())) return;
    // a retry takes such a claim over anyway; removed, the key reads as never used
    if (this.repair) await removeStoppedClaim(item);
    this.drift({
      check: 'idempotency.claims',
      subject: `Idempotency-Key ${String(item.PK)}`,
      detail: "in progress past its function's deadline",
      repaired: this.repair,
    });
  }
}

const summaryNumbers = (counts: FeedbackCounts | undefined) =>
  counts && {
    count: counts.count,
    positiveCount: counts.positiveCount,
    starTotal: counts.starTotal,
    onTimeCount: counts.onTimeCount ?? 0,
    onTimeRated: counts.onTimeRated ?? 0,
    months: counts.months ?? {},
  };

/** The totals of the whole pass against what the table holds; repaired by adding the difference. */
async function totals(
  state: AuditState,
  { repair, checked, drift }: Pick<AuditPass, 'repair' | 'checked' | 'drift'>,
): Promise<void> {
  // tallies: every bucket counted, and every bucket held
  const changes = new Map<string, number>();
  for (const text of new Set([...Object.keys(state.tallies), ...Object.keys(state.talliesFound)])) {
    checked('search.tallies');
    const by = (state.tallies[text] ?? 0) - (state.talliesFound[text] ?? 0);
    if (by) changes.set(text, by);
  }
  if (repair && changes.size) await adjustTallies(changes);
  for (const [text] of changes)
    drift({
      check: 'search.tallies',
      subject: `tally ${text.replace('\t', ' ')}`,
      detail: `holds ${state.talliesFound[text] ?? 0}, open listings ${state.tallies[text] ?? 0}`,
      repaired: repair,
    });

  for (const shipperId of new Set([...Object.keys(state.counts), ...Object.keys(state.countsFound)])) {
    checked('listing.counts');
    const expected: Record<string, number> = state.counts[shipperId] ?? {};
    const found: Record<string, number> = state.countsFound[shipperId] ?? {};
    const diff = Object.fromEntries(
      [...new Set([...Object.keys(expected), ...Object.keys(found)])]
        .map((name): [string, number] => [name, (expected[name] ?? 0) - (found[name] ?? 0)])
        .filter(([, by]) => by !== 0),
    );
    if (!Object.keys(diff).length) continue;
    if (repair) await adjustListingCounts(Number(shipperId), diff);
    drift({
      check: 'listing.counts',
      subject: `shipper ${shipperId}`,
      detail: `counts ${JSON.stringify(found)}, listings ${JSON.stringify(expected)}`,
      repaired: repair,
    });
  }

  for (const level of new Set([...Object.keys(state.market), ...Object.keys(state.marketFound)])) {
    checked('market.prices');
    const expected = state.market[level] ?? [];
    const found = state.marketFound[level] ?? { stored: [], version: 0 };
    const wanted = expected.map(storedObservation);
    if (JSON.stringify(wanted) === JSON.stringify(found.stored)) continue;
    const repaired = repair && (await replaceMarketLevel(level, expected, found.version));
    drift({
      check: 'market.prices',
      subject: `market level ${level}`,
      detail: `holds [${found.stored.join(', ')}], the bookings make [${wanted.join(', ')}]`,
      repaired,
    });
  }
}
