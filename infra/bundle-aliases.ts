/**
 * Packages every function's bundle replaces (infra/functions.ts), paths from the repository root,
 * where esbuild runs; bench/measure.ts bundles alike, so its sizes are what is deployed.
 */
export const bundleAliases: Record<string, string> = { debug: './infra/no-debug.mjs', 'node:stream/web': './infra/middy-streams.mjs' };
