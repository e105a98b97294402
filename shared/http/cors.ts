// CORS for the developer site (docs/developer-site.md): its pages call each stage's API from the
// site's own origin. One policy, applied by API Gateway in AWS (infra/stack.ts) and by the local
// server (infra/local/server.ts). Origins are configuration: DEVELOPER_SITE_ORIGINS locally,
// `-c developerSiteOrigins=...` for a stack; none configured means no cross-origin access.

export const corsPolicy = {
  allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  allowHeaders: ['authorization', 'content-type', 'idempotency-key', 'accept-language', 'x-affiliate'],
  exposeHeaders: [
    'location',
    'x-request-id',
    'retry-after',
    'idempotent-replayed',
    'content-language',
    'ratelimit',
    'ratelimit-policy',
    'deprecation',
    'sunset',
    'link',
  ],
  maxAgeSeconds: 600,
} as const;

/** A comma-separated origin list, as given in configuration. */
export const originsOf = (list: string | undefined): string[] =>
  (list ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
