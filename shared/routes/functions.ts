// The functions of a stage, whatever invokes them (a route, the stream, a queue, a schedule): what each may do to
// the table and the bucket, and their names. Plain data, as the tables beside it (docs/architecture.md, kernel).

/** What a function may do to the table / image bucket; infra grants exactly this. */
export type Access = 'none' | 'read' | 'readwrite';

/**
 * A function's name in a stage (`marketplace-sandbox-listings-GetListing`): the stack names every
 * function `<prefix><area>-<id>`, so that the fallback can derive a route's and alarms and logs
 * read alike. At most 64 characters (Lambda's limit). The area is in the name because a function
 * moved to another stack needs a new one (docs/operations.md, "Stacks").
 */
export const deployedFunctionName = (prefix: string, area: string, id: string) => `${prefix}${area}-${id}`;
/** A route's function: its row's area and id (./http.ts). */
export const routeFunctionName = (prefix: string, route: { readonly area: string; readonly id: string }) =>
  deployedFunctionName(prefix, route.area, route.id);

/**
 * The alias every caller invokes (API Gateway, the stream and queue mappings, the schedules, the
 * fallback): it points at the function's published version, and a deploy moves it gradually
 * (docs/operations.md, "Deploys").
 */
export const LIVE_ALIAS = 'live';

/** The prefix of a stage's function names. */
export const functionPrefix = (stage: string) => `marketplace-${stage}-`;
