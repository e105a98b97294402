import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { localContext, synthesizeStages } from '../local/deployed/assemblies.ts';
import { missingDataFiles } from '../local/deployed/bundles.ts';
import type { Denial, IamReport } from '../local/deployed/iam.ts';
import { stages, type Stage } from '../../shared/domain/auth/api-keys.ts';
import { describeCheck, stageLimits, tightestPerLimit, type LimitCheck } from './service-limits.ts';

// `npm run check:deploy -- --stage production [--limits-only] [--json FILE]` (docs/operations.md,
// "As deployed"): what `cdk deploy` would ship, tried before it ships. Synthesizes the stage, checks
// its templates and bundles against the service limits a deploy fails on, each with its margin
// (./service-limits.ts; `--limits-only` stops there), checks that every
// data file a bundle names is in its asset, runs the as-deployed suites (test/as-deployed/) on
// that stage, and reports per function every call IAM refused and every permission its role
// grants that no call of the run used (least-privilege candidates: a grant the suites do not reach
// may still be needed; read it before removing it). Exit 1 on a limit exceeded, a refusal, a
// missing data file or a failing suite.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const { values } = parseArgs({
  options: { stage: { type: 'string' }, json: { type: 'string' }, 'limits-only': { type: 'boolean', default: false } },
});
const stage = values.stage as Stage;
if (!stages.includes(stage)) {
  console.error(`--stage must be one of ${stages.join(', ')}`);
  process.exit(2);
}

export interface DeployCheck {
  stage: Stage;
  /** Every service limit checked, the nearest first. */
  limits: LimitCheck[];
  missingDataFiles: string[];
  suitesPassed: boolean;
  denials: Denial[];
  /** Per function (logical id), each granted action and resource no call used in any run. */
  unusedGrants: Record<string, string[]>;
  /** Per function, every call it made that IAM allowed. */
  allowedCalls: Record<string, string[]>;
}

/**
 * Runs the as-deployed suites on the stage; true when they pass. Each test file's stage writes its IAM report into
 * `reports`.
 */
function runSuites(reports: string): Promise<boolean> {
  const vitest = join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs');
  const child = spawn(process.execPath, [vitest, 'run', 'test/as-deployed/'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, AS_DEPLOYED_STAGE: stage, IAM_REPORT_DIR: reports },
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code === 0)));
}

/** A grant is unused when no run used it; a call is allowed when any run made it. */
function combine(runs: IamReport[]): Pick<DeployCheck, 'denials' | 'unusedGrants' | 'allowedCalls'> {
  const unusedGrants: Record<string, string[]> = {};
  const allowedCalls: Record<string, string[]> = {};
  for (const fn of new Set(runs.flatMap((run) => Object.keys(run.functions)))) {
    const inRuns = runs.map((run) => run.functions[fn]).filter((f) => f !== undefined);
    const unused = inRuns
      .map((f) => new Set(f.unused))
      .reduce((all, next) => new Set([...all].filter((grant) => next.has(grant))));
    if (unused.size) unusedGrants[fn] = [...unused].sort();
    const allowed = new Set(inRuns.flatMap((f) => f.allowed));
    if (allowed.size) allowedCalls[fn] = [...allowed].sort();
  }
  return { denials: runs.flatMap((run) => run.denials), unusedGrants, allowedCalls };
}

async function main(): Promise<number> {
  // both stages, as the tests synthesize them: the same assembly, reused, and one bundling for the two
  console.log(`Synthesizing both stages (reused while their inputs are unchanged), to check ${stage}...`);
  const assembly = (await synthesizeStages(localContext()))[stage];
  const missing = missingDataFiles(assembly.directory);
  const limits = stageLimits(assembly.directory, assembly.stackName);
  const exceeded = limits.filter((c) => c.margin < 0);
  console.log(`\nService limits of ${stage} (the tightest of each; ${limits.length} checked, --json has all):`);
  for (const c of tightestPerLimit(limits)) console.log(`  ${describeCheck(c)}`);
  if (values['limits-only']) {
    if (values.json) await writeFile(values.json, JSON.stringify({ stage, limits }, null, 2) + '\n');
    return exceeded.length ? 1 : 0;
  }
  const reports = await mkdtemp(join(tmpdir(), `check-deploy-${stage}-`));
  try {
    const suitesPassed = await runSuites(reports);
    const runs = await Promise.all(
      (await readdir(reports)).map(
        async (file) => JSON.parse(await readFile(join(reports, file), 'utf8')) as IamReport,
      ),
    );
    const check: DeployCheck = { stage, limits, missingDataFiles: missing, suitesPassed, ...combine(runs) };

    console.log(`\nDeploy check of ${stage}: ${runs.length} as-deployed runs of ${assembly.directory}`);
    console.log(`\nData files named by a bundle but missing from its asset: ${missing.length ? '' : 'none'}`);
    for (const file of missing) console.log(`  ${file}`);
    console.log(`\nCalls IAM refused: ${check.denials.length ? '' : 'none'}`);
    for (const d of check.denials) console.log(`  ${d.functionName}: ${d.action} on ${d.resource} (${d.decision})`);
    const unusedCount = Object.values(check.unusedGrants).flat().length;
    console.log(
      `\nGranted but not used in the run (least-privilege candidates): ` +
        `${unusedCount ? `${unusedCount} in ${Object.keys(check.unusedGrants).length} functions` : 'none'}`,
    );
    for (const [fn, grants] of Object.entries(check.unusedGrants)) {
      console.log(`  ${fn}`);
      // one line per action, its resources after it (the JSON report has each pair)
      const byAction = new Map<string, string[]>();
      for (const grant of grants) {
        const [action, resource] = grant.split(' ') as [string, string];
        byAction.set(action, [
          ...(byAction.get(action) ?? []),
          resource.replace(/^arn:aws:[a-z0-9-]+:[a-z0-9-]*:\d*:/, ''),
        ]);
      }
      for (const [action, resources] of byAction) console.log(`    ${action} on ${resources.join(', ')}`);
    }
    if (!suitesPassed) console.log('\nThe as-deployed suites failed (above).');
    if (values.json) await writeFile(values.json, JSON.stringify(check, null, 2) + '\n');
    if (exceeded.length)
      console.log(`\nOver a service limit: ${exceeded.map((c) => `${c.limit} (${c.scope})`).join('; ')}`);
    return exceeded.length || check.denials.length || missing.length || !suitesPassed || runs.length === 0 ? 1 : 0;
  } finally {
    await rm(reports, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
