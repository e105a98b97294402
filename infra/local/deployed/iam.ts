import { runSimulation } from '@cloud-copilot/iam-simulate';
import { LOCAL_ACCOUNT, type DeployedFunction, type PolicyDocument } from './template.ts';

// IAM for the as-deployed runtime: every AWS call a function makes is evaluated against its role's
// policies from the template (and the resource's own policy, where the template gives one) by
// @cloud-copilot/iam-simulate, as AWS would evaluate it. Each decision is recorded per function, so
// `npm run check:deploy` can report every denial and every permission granted but never used.

/** One call as IAM sees it; `context`: the request's condition keys a policy may test (dynamodb:LeadingKeys). */
export interface AwsCall {
  action: string;
  resource: string;
  context?: Record<string, string | string[]>;
}
export interface Denial extends AwsCall {
  functionName: string;
  decision: string;
}

export class AccessDenied extends Error {
  constructor(
    readonly functionName: string,
    readonly call: AwsCall,
    readonly roleArn: string,
  ) {
    super(
      `User: ${assumedRole(roleArn, functionName)} is not authorized to perform: ${call.action} on resource: ` +
        `${call.resource} because no identity-based policy allows the ${call.action} action`,
    );
    this.name = 'AccessDeniedException';
  }
}

const assumedRole = (roleArn: string, functionName: string) =>
  `arn:aws:sts::${LOCAL_ACCOUNT}:assumed-role/${roleArn.split('/').at(-1)}/${functionName}`;

/**
 * IAM's wildcard match (`*` any run, `?` one character), case-sensitive as for resources; actions are matched
 * case-insensitively.
 */
const wildcard = (pattern: string, value: string, ignoreCase = false) =>
  new RegExp(
    `^${pattern
      .split('')
      .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
      .join('')}$`,
    ignoreCase ? 'i' : '',
  ).test(value);

const usedByTheRuntime = new Set([
  'logs:CreateLogStream',
  'logs:PutLogEvents',
  'xray:PutTraceSegments',
  'xray:PutTelemetryRecords',
]);

const asList = (value: string | string[]) => (Array.isArray(value) ? value : [value]);

export class IamEvaluator {
  private readonly decisions = new Map<string, Promise<string>>();
  /** function name -> "action resource" of every allowed call */
  readonly allowed = new Map<string, Set<string>>();
  readonly denials: Denial[] = [];

  constructor(private readonly resourcePolicyOf: (call: AwsCall) => PolicyDocument | undefined = () => undefined) {}

  /** Resolves when the call is allowed; throws AccessDenied, in AWS's words, when it is not. */
  async authorize(fn: DeployedFunction, requested: AwsCall): Promise<void> {
    // the request's condition keys matter only to an action a conditional statement names: others decide once per
    // action and resource
    const call = this.testsConditions(fn, requested.action)
      ? requested
      : { action: requested.action, resource: requested.resource };
    const key = `${fn.name}\n${call.action}\n${call.resource}\n${JSON.stringify(call.context ?? {})}`;
    let decision = this.decisions.get(key);
    if (!decision) {
      decision = this.simulate(fn, call);
      this.decisions.set(key, decision);
    }
    const result = await decision;
    if (result === 'Allowed') {
      const calls = this.allowed.get(fn.name) ?? new Set<string>();
      calls.add(`${call.action} ${call.resource}`);
      this.allowed.set(fn.name, calls);
      return;
    }
    this.denials.push({ action: call.action, resource: call.resource, functionName: fn.name, decision: result });
    throw new AccessDenied(fn.name, call, fn.roleArn);
  }

  /** Per function, the actions its policies allow only on a condition. */
  private readonly conditional = new Map<string, string[]>();

  /**
   * Whether a statement with a condition names the action: only then can the request's condition keys change the
   * decision.
   */
  private testsConditions(fn: DeployedFunction, action: string): boolean {
    let actions = this.conditional.get(fn.name);
    if (!actions) {
      actions = fn.policies.flatMap((p) =>
        p.policy.Statement.filter((st) => st.Condition).flatMap((st) => asList(st.Action)),
      );
      this.conditional.set(fn.name, actions);
    }
    return actions.some((pattern) => wildcard(pattern, action, true));
  }

  private async simulate(fn: DeployedFunction, call: AwsCall): Promise<string> {
    const resourcePolicy = this.resourcePolicyOf(call);
    const response = await runSimulation(
      {
        request: {
          principal: assumedRole(fn.roleArn, fn.name),
          action: call.action,
          resource: { resource: call.resource, accountId: LOCAL_ACCOUNT },
          // in AWS the SDK always calls over TLS; the local endpoints are plain HTTP on loopback
          contextVariables: { 'aws:SecureTransport': 'true', 'aws:PrincipalAccount': LOCAL_ACCOUNT, ...call.context },
        },
        identityPolicies: fn.policies.map((p) => ({ name: p.name, policy: p.policy as never })),
        serviceControlPolicies: [],
        resourceControlPolicies: [],
        ...(resourcePolicy ? { resourcePolicy: resourcePolicy as never } : {}),
      },
      {},
    );
    if (response.resultType === 'error')
      throw new Error(
        `IAM simulation of ${call.action} on ${call.resource} for ${fn.name} failed: ` +
          `${JSON.stringify(response.errors)}`,
      );
    return response.overallResult;
  }

  /**
   * Per function, each Allow statement's (action, resource) pair no recorded call used:
   * least-privilege candidates. Log and trace writes are the Lambda runtime's and the X-Ray
   * daemon's on the function's behalf, never the SDK's, so they are not candidates.
   */
  unusedGrants(functions: DeployedFunction[]): Map<string, string[]> {
    const unused = new Map<string, string[]>();
    for (const fn of functions) {
      const calls = [...(this.allowed.get(fn.name) ?? [])].map((c) => c.split(' ') as [string, string]);
      const pairs: string[] = [];
      for (const { policy } of fn.policies) {
        for (const statement of policy.Statement) {
          if (statement.Effect !== 'Allow') continue;
          for (const action of asList(statement.Action)) {
            if (usedByTheRuntime.has(action)) continue;
            for (const resource of asList(statement.Resource)) {
              if (!calls.some(([a, r]) => wildcard(action, a, true) && wildcard(resource, r)))
                pairs.push(`${action} ${resource}`);
            }
          }
        }
      }
      if (pairs.length) unused.set(fn.name, pairs);
    }
    return unused;
  }

  /**
   * What a run used and was refused, in the template's terms: each function by its logical id,
   * the run's own table and bucket names as `<table>` and `<bucket>`, so that the reports of many
   * runs (each on its own table) add up (infra/ops/check-deploy.ts).
   */
  report(functions: DeployedFunction[], names: { tableName: string; bucketName: string }): IamReport {
    const generic = (text: string) =>
      text.split(names.tableName).join('<table>').split(names.bucketName).join('<bucket>');
    const logicalId = (name: string) => functions.find((f) => f.name === name)?.logicalId ?? name;
    const unused = this.unusedGrants(functions);
    return {
      functions: Object.fromEntries(
        functions.map((fn) => [
          fn.logicalId,
          {
            allowed: [...(this.allowed.get(fn.name) ?? [])].map(generic).sort(),
            unused: (unused.get(fn.name) ?? []).map(generic),
          },
        ]),
      ),
      denials: this.denials.map((d) => ({
        ...d,
        functionName: logicalId(d.functionName),
        resource: generic(d.resource),
      })),
    };
  }
}

export interface IamReport {
  functions: Record<string, { allowed: string[]; unused: string[] }>;
  denials: Denial[];
}
