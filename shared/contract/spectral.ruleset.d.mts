// Types of spectral.ruleset.mjs, for the TypeScript that loads it (infra/ops/lint-contract.ts).
declare const ruleset: import('@stoplight/spectral-core').RulesetDefinition;
export default ruleset;
export declare const keptWarnings: Record<string, { reason: string; where?: string[] }>;
