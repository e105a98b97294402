// A request's retry, the table's part of it (docs/architecture.md, "A request's retry"; docs/idempotency.md;
// docs/reliability.md, "Stopped half way"): one mechanism, one folder. A write retried after a lost answer or a stop
// answers what its first attempt did, and a failure says whether anything changed. What a retried request finds, in
// order:
//
// 1. The key's record (idempotency.ts), claimed by `onceByKey` (shared/domain/idempotency.ts) for the header read by
//    `idempotent` (shared/http/idempotency.ts). None, or one expired: the claim is new and the request runs as a
//    first. Done, of the same fingerprint: its kept response is replayed. Another fingerprint: refused. In progress
//    within its function's deadline: the retry waits, then is told to come back. In progress past it (a stopped
//    request, `isStoppedClaim`): taken over, with the stopped attempt's seed and start.
// 2. Its draws (draws.ts): run by `withDraws` from the claim's seed and dated by its start (shared/clock.ts), so the
//    retry draws the ids, UUIDs and write ids its first attempt drew, and writes under the same keys.
// 3. Its first attempt's items: a conditional put that meets an item marked with its own write id counts as done
//    (client.ts, conditional.ts); a create whose rule that item would break looks first (stopped-attempts.ts:
//    `createdByStoppedAttempt`, `createdUnderFirstId`); a deletion found done asks `replaying()`.
// 4. Its trail (write-trail.ts): each write the SDK sends marks the request's trail (shared/write-trail.ts), so a
//    failure answers whether the table may have changed.
// 5. Its end: the response kept for the next retry (`completeIdempotencyKey`), or the key given back after a failure
//    (`releaseIdempotencyKey`); a claim left stopped is taken over by the next retry or removed by the audit
//    (`removeStoppedClaim`).
//
// The domain takes what it runs from here (the key's rule, the draws a request runs under, whether it is a retry after
// a stop). The table's own modules import the files themselves: idempotency.ts writes through client.ts and
// conditional.ts, which stamp writes with draws.ts, so going through this module would close a circle.

export {
  claimIdempotencyKey,
  completeIdempotencyKey,
  findIdempotencyRecord,
  isStoppedClaim,
  releaseIdempotencyKey,
  removeStoppedClaim,
  type StoredResponse,
} from './idempotency.ts';
export { replaying, withDraws } from './draws.ts';
