// Types of spectral.ruleset.mjs, for the TypeScript that loads it (infra/ops/lint-contract.ts).
import type { RulesetDefinition } from '@stoplight/spectral-core';

declare const ruleset: RulesetDefinition;
export default ruleset;
export declare const keptWarnings: Record<string, { reason: string; where?: string[] }>;
