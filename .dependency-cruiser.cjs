// The layers (docs/architecture.md), as rules `npm test` holds every import to. The layers are a
// strict order, bottom first; a layer's runtime imports go only down, or to itself. Layers on one
// rung are siblings that never import each other. So no circle of layer folders can form.
// A type-only import is erased when a function is bundled, so it makes no dependency at run time:
// it may name a shape from a layer above (an item's type from the domain), but never a handler's.

/** The rungs, bottom first: each a regular expression of the paths it holds, by name. */
const rungs = [
  {
    // failure kinds, bounded fields, the tables of routes, stream consumers and schedules (plain data), bounded
    // retries, languages, logging, the clock
    kernel: '^shared/(errors|parallel|write-trail|bounded|retry|clock)\.ts$|^shared/(language|observability|routes)/',
  },
  { geo: '^shared/geo/' },
  {
    net: '^shared/net/',
    documents: '^shared/documents/',
    email: '^shared/email/',
    storage: '^shared/storage/',
    queue: '^shared/queue/',
  },
  { data: '^shared/data/' },
  { domain: '^shared/domain/' },
  { schemas: '^shared/schemas/' },
  { http: '^shared/http/', events: '^shared/events/' },
  { contract: '^shared/contract/' },
  { functions: '^functions/' },
];

/** Runtime imports only (type-only ones are erased by the bundle). */
const runtime = { dependencyTypesNot: ['type-only'] };
/** The scripts that build a data file (`npm run build:*`): tools run by hand, never bundled. */
const buildScript = '(^|/)build[^/]*\\.ts$';

const layerRules = rungs.flatMap((rung, level) =>
  Object.entries(rung).map(([name, path]) => {
    const above = rungs.slice(level + 1).flatMap((r) => Object.values(r));
    const siblings = Object.entries(rung)
      .filter(([other]) => other !== name)
      .map(([, p]) => p);
    return {
      name: `${name}-imports-only-below`,
      severity: 'error',
      comment: `${name} imports only the layers below it (docs/architecture.md)`,
      from: { path, pathNot: buildScript },
      to: { path: [...above, ...siblings].join('|') || '^$', ...runtime },
    };
  }),
);

/**
 * The domain's contexts, bottom first (docs/architecture.md, "Within the domain"): a context's runtime imports go only to
 * itself, to the contexts before it and to the domain's root files (dates, ids, tokens, passwords ...), which import no
 * context. So no circle of contexts can form either. A new context takes its place in this list.
 */
const contexts = [
  'limits',
  'lookups',
  'security',
  'pricing',
  'users',
  'vetting',
  'auth',
  'stripe',
  'listings',
  'payments',
  'attachments',
  'feedback',
  'provider-relations',
  'search',
  'audit',
  'bids',
  'event-payloads',
  'questions',
  'raterequests',
  'saved-searches',
  'tracking',
  'email',
  'webhooks',
  'notifications',
  'messages',
  'privacy',
  'teams',
  'payment-disputes',
  'stripe-events',
];
const contextRules = [
  {
    name: 'domain-root-imports-no-context',
    severity: 'error',
    comment: "The domain's root files (dates, ids, tokens, passwords ...) are below every context.",
    from: { path: '^shared/domain/[^/]+\\.ts$' },
    to: { path: '^shared/domain/[^/]+/', ...runtime },
  },
  {
    name: 'domain-context-has-its-place',
    severity: 'error',
    comment: 'A context of the domain is in the list of contexts (.dependency-cruiser.cjs), in its place.',
    from: { path: '^shared/domain/[^/]+/', pathNot: `^shared/domain/(${contexts.join('|')})/` },
    to: {},
  },
  ...contexts.map((name, i) => ({
    name: `${name}-calls-only-contexts-before-it`,
    severity: 'error',
    comment: `${name} imports at run time only the contexts before it (docs/architecture.md)`,
    from: { path: `^shared/domain/${name}/`, pathNot: buildScript },
    to: { path: `^shared/domain/(${contexts.slice(i + 1).join('|') || '$^'})/`, ...runtime },
  })),
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No circle of files, not even of types: one of them could not be understood, tested or loaded alone.',
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    ...contextRules,
    {
      name: 'handlers-import-no-other-handler',
      severity: 'error',
      comment: "A handler parses, calls one service and shapes the response: another handler's file is not a service.",
      from: { path: '^functions/([^/]+)/' },
      to: { path: '^functions/', pathNot: '^functions/$1/' },
    },
    {
      name: 'handlers-reach-adapters-through-the-domain',
      severity: 'error',
      comment: 'A handler reaches the table, S3, the queue and email only through a domain service.',
      from: { path: '^functions/' },
      to: { path: '^shared/(data|storage|queue|email|documents|net)/', ...runtime },
    },
    {
      name: 'outer-adapters-reach-adapters-through-the-domain',
      severity: 'error',
      comment: 'HTTP and the stream and schedule adapters reach the table, S3, the queue and email through the domain.',
      from: { path: '^shared/(http|events)/' },
      to: { path: '^shared/(data|storage|queue|email|documents|net)/', ...runtime },
    },
    {
      name: 'shipped-code-imports-no-infra-or-tests',
      severity: 'error',
      comment: 'What ships (shared/, functions/) never imports the stack, the local runtime, tests or benchmarks.',
      from: { path: '^(shared|functions)/', pathNot: buildScript },
      to: { path: '^(infra|test|bench)/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^sdk/src/generated/' },
    enhancedResolveOptions: { conditionNames: ['marketplace-source', 'import', 'require', 'node', 'default'] },
  },
};
