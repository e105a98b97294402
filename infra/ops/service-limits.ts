import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { assetsOf } from '../local/deployed/bundles.ts';

// The service limits a `cdk deploy` fails on, checked on the synthesized templates before it runs
// (issue 50; docs/operations.md, "Service limits"). Each check reports its value, the limit and the
// margin left, so a stage that grows is seen coming long before CloudFormation refuses it.

export interface LimitCheck {
  /** What is limited, in AWS's words. */
  limit: string;
  /** The stack, role, function or API it applies to. */
  scope: string;
  value: number;
  max: number;
  unit: string;
  /** The share of the limit still free: (max - value) / max. */
  margin: number;
}

/**
 * Under this much margin a check is reported as near its limit (`npm run check:deploy` fails only past the limit
 * itself).
 */
export const NEAR_LIMIT_MARGIN = 0.1;

export interface StackTemplate {
  name: string;
  template: CloudFormationTemplate;
  bytes: number;
}
interface Resource {
  Type: string;
  Properties?: Record<string, any>;
  Metadata?: Record<string, unknown>;
}
interface CloudFormationTemplate {
  Resources?: Record<string, Resource>;
  Outputs?: Record<string, unknown>;
  Parameters?: Record<string, unknown>;
}

const LIMITS = {
  resourcesPerStack: 500,
  outputsPerStack: 200,
  parametersPerStack: 200,
  /** A template cdk deploy uploads to the bootstrap bucket first (any over 50 KB). */
  templateBytes: 1_000_000,
  /** All inline policies of one role, whitespace not counted. */
  inlinePolicyChars: 10_240,
  managedPolicyChars: 6_144,
  /** A function's environment variables, names and values. */
  environmentBytes: 4_096,
  functionNameChars: 64,
  /** Deployment package uploaded to S3, zipped / unzipped (code and layers). */
  zippedBytes: 50 * 1024 * 1024,
  unzippedBytes: 250 * 1024 * 1024,
  routesPerApi: 300,
  rulesPerEventBus: 300,
  /** CodeDeploy: deployment groups of one application, and deployments in progress in an account. */
  deploymentGroupsPerApplication: 1_000,
  concurrentDeployments: 1_000,
};

/**
 * A value CloudFormation resolves at deploy time (a Ref, an ARN, a queue URL) counted at its longest
 * likely length: an ARN with a 64-character name is about this long.
 */
const RESOLVED_VALUE_CHARS = 128;

const PSEUDO_PARAMETER_CHARS: Record<string, number> = {
  'AWS::Partition': 3,
  'AWS::AccountId': 12,
  'AWS::Region': 14,
  'AWS::URLSuffix': 13,
};

/**
 * How long an intrinsic function's value is once CloudFormation resolves it (pseudo parameters exactly, the rest at
 * most RESOLVED_VALUE_CHARS).
 */
function resolvedLength(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value).length;
  const fn =
    value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 1
      ? Object.entries(value)[0]!
      : undefined;
  if (fn?.[0] === 'Ref') return PSEUDO_PARAMETER_CHARS[String(fn[1])] ?? RESOLVED_VALUE_CHARS;
  if (fn?.[0] === 'Fn::Join') {
    const [separator, parts] = fn[1] as [string, unknown[]];
    return Array.isArray(parts)
      ? parts.reduce<number>((n, part) => n + resolvedLength(part), separator.length * Math.max(0, parts.length - 1))
      : RESOLVED_VALUE_CHARS;
  }
  return RESOLVED_VALUE_CHARS;
}
const isIntrinsic = (value: object) =>
  !Array.isArray(value) && Object.keys(value).length === 1 && /^(Ref|Fn::)/.test(Object.keys(value)[0]!);
/** A policy document as IAM counts it: resolved, whitespace not counted. */
function resolved(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  if (isIntrinsic(value)) return 'x'.repeat(resolvedLength(value));
  if (Array.isArray(value)) return value.map(resolved);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolved(v)]));
}
const check = (limit: string, scope: string, value: number, max: number, unit: string): LimitCheck => ({
  limit,
  scope,
  value,
  max,
  unit,
  margin: (max - value) / max,
});
const chars = (value: unknown) => JSON.stringify(resolved(value)).replace(/\s/g, '').length;

type TemplateResource = { stack: string; id: string; r: any };

/** Every check on a stage's templates (the stage's stack and its nested stacks). */
export function templateLimits(stacks: StackTemplate[]): LimitCheck[] {
  const all: TemplateResource[] = stacks.flatMap((s) =>
    Object.entries(s.template.Resources ?? {}).map(([id, r]) => ({ stack: s.name, id, r })),
  );
  return [
    ...stacks.flatMap(stackLimits),
    ...inlinePolicyLimits(all),
    ...resourceLimits(all),
    ...stageWideLimits(stacks[0]?.name ?? 'stage', all),
  ];
}

/** What CloudFormation counts per stack: resources, outputs, parameters, template size. */
function stackLimits(s: StackTemplate): LimitCheck[] {
  const checks: LimitCheck[] = [];
  checks.push(
    check(
      'resources per stack',
      s.name,
      Object.keys(s.template.Resources ?? {}).length,
      LIMITS.resourcesPerStack,
      'resources',
    ),
  );
  checks.push(
    check('outputs per stack', s.name, Object.keys(s.template.Outputs ?? {}).length, LIMITS.outputsPerStack, 'outputs'),
  );
  checks.push(
    check(
      'parameters per stack',
      s.name,
      Object.keys(s.template.Parameters ?? {}).length,
      LIMITS.parametersPerStack,
      'parameters',
    ),
  );
  checks.push(check('template size', s.name, s.bytes, LIMITS.templateBytes, 'bytes'));
  return checks;
}

function inlinePolicyLimits(all: TemplateResource[]): LimitCheck[] {
  const checks: LimitCheck[] = [];
  // inline policies: a role's own Policies and every AWS::IAM::Policy naming it, summed per role
  const inline = new Map<string, number>();
  for (const { stack, id, r } of all) {
    if (r.Type === 'AWS::IAM::Role')
      inline.set(
        `${stack}/${id}`,
        (inline.get(`${stack}/${id}`) ?? 0) +
          (r.Properties?.Policies ?? []).reduce(
            (n: number, p: { PolicyDocument: unknown }) => n + chars(p.PolicyDocument),
            0,
          ),
      );
  }
  for (const { stack, r } of all) {
    if (r.Type !== 'AWS::IAM::Policy') continue;
    for (const role of r.Properties?.Roles ?? []) {
      const roleId =
        typeof role === 'object' && role?.Ref ? `${stack}/${role.Ref}` : `${stack}/${JSON.stringify(role)}`;
      inline.set(roleId, (inline.get(roleId) ?? 0) + chars(r.Properties?.PolicyDocument));
    }
  }
  for (const [role, size] of inline)
    checks.push(check('inline policy characters per role', role, size, LIMITS.inlinePolicyChars, 'characters'));
  return checks;
}

/** Managed policies' sizes; each function's name length and environment size. */
function resourceLimits(all: TemplateResource[]): LimitCheck[] {
  const checks: LimitCheck[] = [];
  for (const { stack, id, r } of all) {
    if (r.Type === 'AWS::IAM::ManagedPolicy')
      checks.push(
        check(
          'managed policy characters',
          `${stack}/${id}`,
          chars(r.Properties?.PolicyDocument),
          LIMITS.managedPolicyChars,
          'characters',
        ),
      );
    if (r.Type !== 'AWS::Lambda::Function') continue;
    const name = r.Properties?.FunctionName;
    const scope = typeof name === 'string' ? name : `${stack}/${id}`;
    if (typeof name === 'string')
      checks.push(check('function name length', scope, name.length, LIMITS.functionNameChars, 'characters'));
    const variables: Record<string, unknown> = r.Properties?.Environment?.Variables ?? {};
    checks.push(
      check(
        'environment variables per function',
        scope,
        Object.entries(variables).reduce((n, [k, v]) => n + k.length + resolvedLength(v), 0),
        LIMITS.environmentBytes,
        'bytes',
      ),
    );
  }
  return checks;
}

/** What the stage holds as a whole: routes of its API, rules on the default bus, deployment groups. */
function stageWideLimits(stageName: string, all: TemplateResource[]): LimitCheck[] {
  const checks: LimitCheck[] = [];
  // the routes of the stage's one HTTP API, whichever stack declares them (nested stacks name it by parameter)
  const routes = all.filter(({ r }) => r.Type === 'AWS::ApiGatewayV2::Route').length;
  checks.push(check('routes per HTTP API', stageName, routes, LIMITS.routesPerApi, 'routes'));
  const rules = all.filter(({ r }) => r.Type === 'AWS::Events::Rule' && !r.Properties?.EventBusName).length;
  checks.push(
    check(
      "rules on the default event bus (the stage's; both stages share it)",
      stageName,
      rules,
      LIMITS.rulesPerEventBus,
      'rules',
    ),
  );
  // gradual deploys (infra/deployments.ts): a group per function; a deploy that changes every
  // function (a change in shared/) starts a deployment in each at once
  const groups = all.filter(({ r }) => r.Type === 'AWS::CodeDeploy::DeploymentGroup').length;
  checks.push(
    check('deployment groups per application', stageName, groups, LIMITS.deploymentGroupsPerApplication, 'groups'),
  );
  checks.push(
    check('deployments in progress per account', stageName, groups, LIMITS.concurrentDeployments, 'deployments'),
  );
  return checks;
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  );

/** A function bundle's size as deployed: its files, and their zip (deflate per file, as a zip stores them). */
export function bundleLimits(assembly: string): LimitCheck[] {
  return assetsOf(assembly)
    .filter((dir) => statSync(dir).isDirectory())
    .flatMap((dir) => {
      const asset = basename(dir);
      const files = filesUnder(dir);
      const unzipped = files.reduce((n, f) => n + statSync(f).size, 0);
      const zipped = files.reduce(
        (n, f) => n + deflateRawSync(readFileSync(f), { level: 9 }).length + 76 + f.length * 2,
        22,
      );
      return [
        check('deployment package, zipped', asset, zipped, LIMITS.zippedBytes, 'bytes'),
        check('deployment package, unzipped', asset, unzipped, LIMITS.unzippedBytes, 'bytes'),
      ];
    });
}

/**
 * The templates of a synthesized stage: its stack's and every nested stack's, found from the stack's own (an assembly
 * may hold both stages, infra/local/deployed/synth.ts).
 */
export function stageTemplates(assembly: string, stackName: string): StackTemplate[] {
  const read = (file: string): StackTemplate[] => {
    const text = readFileSync(join(assembly, file), 'utf8');
    const template = JSON.parse(text) as CloudFormationTemplate;
    const nested = Object.values(template.Resources ?? {}).flatMap((resource) => {
      const path = resource.Type === 'AWS::CloudFormation::Stack' ? resource.Metadata?.['aws:asset:path'] : undefined;
      return typeof path === 'string' ? [path] : [];
    });
    return [
      { name: file.replace(/\.(nested\.)?template\.json$/, ''), template, bytes: Buffer.byteLength(text) },
      ...nested.sort().flatMap(read),
    ];
  };
  return read(`${stackName}.template.json`);
}

/** Every check of a synthesized stage, the nearest its limit first. */
export function stageLimits(assembly: string, stackName: string): LimitCheck[] {
  return [...templateLimits(stageTemplates(assembly, stackName)), ...bundleLimits(assembly)].sort(
    (a, b) => a.margin - b.margin,
  );
}

/** The tightest check of each kind, for the report: one line per limit. */
export function tightestPerLimit(checks: LimitCheck[]): LimitCheck[] {
  const tightest = new Map<string, LimitCheck>();
  for (const c of checks)
    if (!tightest.has(c.limit) || c.margin < tightest.get(c.limit)!.margin) tightest.set(c.limit, c);
  return [...tightest.values()].sort((a, b) => a.margin - b.margin);
}

export const describeCheck = (c: LimitCheck) =>
  `${c.limit.padEnd(44)} ${String(c.value).padStart(9)} of ${String(c.max).padStart(9)} ${c.unit.padEnd(10)} ` +
  `${(c.margin * 100).toFixed(1).padStart(5)}% free  ` +
  `${c.scope}${c.margin < NEAR_LIMIT_MARGIN ? '  NEAR ITS LIMIT' : ''}`;
