/**
 * Packages every function's bundle replaces (infra/functions.ts), paths from the repository root,
 * where esbuild runs; bench/measure.ts bundles alike, so its sizes are what is deployed.
 * `debug`: a no-op (infra/no-debug.mjs). `node:stream/web`: only @middy/core imports it, for
 * streamed responses no function makes; a lazy stand-in spares every cold start Node's web streams
 * (infra/middy-streams.mjs). It exports ReadableStream alone, so a new importer of another name
 * fails the build instead of getting nothing.
 */
export const bundleAliases: Record<string, string> = {
  debug: './infra/no-debug.mjs',
  'node:stream/web': './infra/middy-streams.mjs',
};
