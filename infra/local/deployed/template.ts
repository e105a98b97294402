import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// A synthesized stage as the as-deployed runtime reads it (docs/operations.md, "As deployed"): the
// CloudFormation template and its nested templates, with every intrinsic the functions' environment,
// policies, routes and event sources use resolved to the local resources, in the template's own terms
// (ARNs of one local account and region). Nothing here knows the route table: a function the template
// does not wire runs nothing.

export const LOCAL_ACCOUNT = '000000000000';
export const LOCAL_REGION = 'us-east-1';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Resource {
  Type: string;
  Properties?: Record<string, Json>;
  Metadata?: Record<string, Json>;
}

/** What the local stage puts where the template's stateful resources are. */
export interface LocalResources {
  tableName: string;
  /** The table's stream as DynamoDB Local names it. */
  tableStreamArn: string;
  bucketName: string;
  /** The local API Gateway's URL: `ApiEndpoint`. */
  apiUrl: string;
  /** The local SQS's base URL: a queue's Ref is `<sqsUrl>/<account>/<queue name>`. */
  sqsUrl: string;
}

export interface DeployedFunction {
  logicalId: string;
  name: string;
  arn: string;
  /** The asset directory (index.mjs, tracer.mjs, data/). */
  directory: string;
  handler: string;
  runtime: string;
  memoryMb: number;
  timeoutSeconds: number;
  environment: Record<string, string>;
  roleArn: string;
  /** The role's inline policies and every AWS::IAM::Policy attached to it, resolved. */
  policies: { name: string; policy: PolicyDocument }[];
  /** Its published versions (each AWS::Lambda::Version of it, numbered from 1 in template order). */
  versions: string[];
  /** Its aliases: name -> the version it points at. */
  aliases: Map<string, string>;
}

/**
 * What an Invoke (or a mapping, a schedule, an integration) reaches: the function, the ARN it was invoked by, the
 * version that runs.
 */
export interface InvocationTarget {
  fn: DeployedFunction;
  /**
   * The ARN Lambda checks the caller's permission on and hands the handler (`invokedFunctionArn`): qualified when
   * invoked so.
   */
  arn: string;
  /** `$LATEST`, or the published version an alias or a qualifier names. */
  version: string;
}

export interface PolicyStatement {
  Effect: 'Allow' | 'Deny';
  Action: string | string[];
  Resource: string | string[];
  Condition?: Record<string, Record<string, string | string[]>>;
  Principal?: unknown;
  Sid?: string;
}
export interface PolicyDocument {
  Version: string;
  Statement: PolicyStatement[];
}

export interface DeployedQueue {
  logicalId: string;
  name: string;
  arn: string;
  url: string;
  visibilityTimeoutSeconds: number;
  deadLetter?: { arn: string; maxReceiveCount: number };
  policy?: PolicyDocument;
}

export interface StreamMapping {
  logicalId: string;
  functionName: string;
  batchSize: number;
  batchingWindowSeconds: number;
  bisectOnError: boolean;
  /** Batches of one shard a consumer handles at once (records of one partition key stay in order; 1 to 10). */
  parallelizationFactor: number;
  maxRetryAttempts: number;
  reportBatchItemFailures: boolean;
  filterPatterns: unknown[];
  onFailureArn?: string;
}
export interface QueueMapping {
  logicalId: string;
  functionName: string;
  queueArn: string;
  batchSize: number;
  reportBatchItemFailures: boolean;
}
export interface ScheduleRule {
  logicalId: string;
  expression: string;
  targets: { functionArn: string; maxRetryAttempts: number; deadLetterArn?: string }[];
}
export interface ApiRoute {
  routeKey: string;
  functionArn: string;
}

export interface DeployedStage {
  stackName: string;
  directory: string;
  functions: DeployedFunction[];
  queues: DeployedQueue[];
  streamMappings: StreamMapping[];
  queueMappings: QueueMapping[];
  schedules: ScheduleRule[];
  routes: ApiRoute[];
  /** The bucket's resource policy, for S3 calls. */
  bucketPolicy?: PolicyDocument;
  /**
   * What Lambda's Invoke reaches for a FunctionName (a name, a partial or a full ARN, each with an
   * optional `:qualifier`) and a Qualifier: undefined where Lambda answers ResourceNotFoundException
   * (no such function, version or alias, or two qualifiers that differ).
   */
  invocationTarget(functionName: string, qualifier?: string): InvocationTarget | undefined;
  /** The function a name or (qualified) ARN reaches. */
  functionByName(nameOrArn: string): DeployedFunction | undefined;
}

/** An ARN of the local account and region, as the template's are. */
export const arn = (service: string, resource: string, region = LOCAL_REGION) =>
  `arn:aws:${service}:${region}:${LOCAL_ACCOUNT}:${resource}`;

interface Template {
  Parameters?: Record<string, Json>;
  Resources: Record<string, Resource>;
  Outputs?: Record<string, { Value: Json }>;
}

/** A template as deployed: the stage's stack, or a nested stack with the parameters its parent passes. */
interface StackScope {
  /** Its local stack name: the stage's, or `<parent>-<logical id>` for a nested stack. */
  name: string;
  template: Template;
  /** The parent's scope and the AWS::CloudFormation::Stack resource that passes the parameters. */
  parent?: { scope: StackScope; resource: Resource };
  nested: Map<string, StackScope>;
}

/**
 * Reads the stage's template (and nested templates) from a cloud assembly and resolves it against the local resources.
 */
export function readDeployedStage(directory: string, stackName: string, local: LocalResources): DeployedStage {
  const t = new TemplateResolver(directory, stackName, local);
  const functions = functionsOf(t);
  const bucketPolicyEntry = t
    .ofType('AWS::S3::BucketPolicy')
    .find(
      ({ scope, resource: r }) =>
        refOf(r.Properties?.Bucket) && t.physicalName(scope, refOf(r.Properties?.Bucket)!) === local.bucketName,
    );
  const invocationTarget = invocationTargets(functions);
  return {
    stackName,
    directory,
    functions,
    queues: queuesOf(t),
    ...mappingsOf(t),
    schedules: schedulesOf(t),
    routes: routesOf(t),
    ...(bucketPolicyEntry
      ? {
          bucketPolicy: t.resolve(
            bucketPolicyEntry.resource.Properties!.PolicyDocument!,
            bucketPolicyEntry.scope,
          ) as unknown as PolicyDocument,
        }
      : {}),
    invocationTarget,
    functionByName: (name) => invocationTarget(name)?.fn,
  };
}

const refOf = (value: Json | undefined): string | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) && typeof value.Ref === 'string' ? value.Ref : undefined;
/** A resource's key across the stage's stacks (logical ids are unique only within a template). */
const keyOf = (scope: StackScope, id: string) => `${scope.name}/${id}`;

/** Resolves a stage's templates against the local resources (Ref, Fn::GetAtt, Fn::Join ...), as CloudFormation. */
class TemplateResolver {
  readonly entries: { scope: StackScope; id: string; resource: Resource }[] = [];
  private readonly parameters = new Map<StackScope, Map<string, Json>>();

  constructor(
    readonly directory: string,
    stackName: string,
    private readonly local: LocalResources,
  ) {
    this.load(`${stackName}.template.json`, stackName);
  }

  private load(file: string, name: string, parent?: StackScope['parent']): StackScope {
    const scope: StackScope = {
      name,
      template: JSON.parse(readFileSync(join(this.directory, file), 'utf8')) as Template,
      nested: new Map(),
      ...(parent ? { parent } : {}),
    };
    for (const [id, resource] of Object.entries(scope.template.Resources)) {
      this.entries.push({ scope, id, resource });
      const nested = resource.Type === 'AWS::CloudFormation::Stack' ? resource.Metadata?.['aws:asset:path'] : undefined;
      if (typeof nested === 'string') scope.nested.set(id, this.load(nested, `${name}-${id}`, { scope, resource }));
    }
    return scope;
  }

  ofType(type: string) {
    return this.entries.filter((e) => e.resource.Type === type);
  }

  resourceOf(scope: StackScope, id: string): Resource {
    const resource = scope.template.Resources[id];
    if (!resource) throw new Error(`the template of ${scope.name} has no resource ${id}`);
    return resource;
  }

  physicalName(scope: StackScope, id: string): string {
    const resource = this.resourceOf(scope, id);
    const p = resource.Properties ?? {};
    switch (resource.Type) {
      case 'AWS::DynamoDB::Table':
        return this.local.tableName;
      case 'AWS::S3::Bucket':
        return id.startsWith('ProfileImages') && !id.includes('AccessLogs')
          ? this.local.bucketName
          : `${this.local.bucketName}-${id.toLowerCase()}`;
      case 'AWS::Lambda::Function':
        return typeof p.FunctionName === 'string' ? p.FunctionName : `${scope.name}-${id}`;
      case 'AWS::SES::ConfigurationSet':
        return String(p.Name);
      case 'AWS::Logs::LogGroup':
        return `/aws/lambda/${scope.name}-${id}`;
      case 'AWS::ApiGatewayV2::Integration':
        return id;
      default:
        return `${scope.name}-${id}`;
    }
  }

  /** A nested stack's parameter: what its parent passes, resolved in the parent's terms. */
  parameter(scope: StackScope, name: string): Json {
    const known = this.parameters.get(scope) ?? new Map<string, Json>();
    this.parameters.set(scope, known);
    if (!known.has(name)) {
      const passed = (scope.parent?.resource.Properties?.Parameters as Record<string, Json> | undefined)?.[name];
      if (passed === undefined) throw new Error(`${scope.name} is passed no parameter ${name}`);
      known.set(name, this.resolve(passed, scope.parent!.scope));
    }
    return known.get(name)!;
  }

  ref(scope: StackScope, id: string): Json {
    if (id === 'AWS::Region') return LOCAL_REGION;
    if (id === 'AWS::AccountId') return LOCAL_ACCOUNT;
    if (id === 'AWS::Partition') return 'aws';
    if (id === 'AWS::URLSuffix') return 'amazonaws.com';
    if (id === 'AWS::StackName') return scope.name;
    if (scope.template.Parameters && id in scope.template.Parameters && scope.parent) return this.parameter(scope, id);
    const resource = this.resourceOf(scope, id);
    if (resource.Type === 'AWS::SQS::Queue')
      return `${this.local.sqsUrl}/${LOCAL_ACCOUNT}/${this.physicalName(scope, id)}`;
    // a version's and an alias's Ref is its qualified ARN, as Lambda's
    if (resource.Type === 'AWS::Lambda::Version')
      return `${String(this.functionArnOf(resource, scope))}:${this.versionOf(scope, id)}`;
    if (resource.Type === 'AWS::Lambda::Alias')
      return `${String(this.functionArnOf(resource, scope))}:${String(resource.Properties!.Name)}`;
    return this.physicalName(scope, id);
  }

  /** The ARN of the function a version or an alias belongs to (its FunctionName, a Ref to the function). */
  functionArnOf(resource: Resource, scope: StackScope): string {
    const name = String(this.resolve(resource.Properties!.FunctionName!, scope));
    return name.startsWith('arn:') ? name : arn('lambda', `function:${name}`);
  }

  /** A version's number: the function's versions counted from 1, in template order, as publishing numbers them. */
  versionOf(scope: StackScope, id: string): string {
    const resource = this.resourceOf(scope, id);
    const ofSameFunction = Object.entries(scope.template.Resources).filter(
      ([, r]) =>
        r.Type === 'AWS::Lambda::Version' &&
        JSON.stringify(r.Properties?.FunctionName) === JSON.stringify(resource.Properties?.FunctionName),
    );
    return String(ofSameFunction.findIndex(([versionId]) => versionId === id) + 1);
  }

  getAtt(scope: StackScope, id: string, attribute: string): Json {
    const resource = this.resourceOf(scope, id);
    if (resource.Type === 'AWS::CloudFormation::Stack' && attribute.startsWith('Outputs.')) {
      const nested = scope.nested.get(id)!;
      const output = nested.template.Outputs?.[attribute.slice('Outputs.'.length)];
      if (!output) throw new Error(`${nested.name} has no output ${attribute}`);
      return this.resolve(output.Value, nested);
    }
    const name = this.physicalName(scope, id);
    switch (`${resource.Type}.${attribute}`) {
      case 'AWS::DynamoDB::Table.Arn':
        return arn('dynamodb', `table/${name}`);
      case 'AWS::DynamoDB::Table.StreamArn':
        return this.local.tableStreamArn;
      case 'AWS::S3::Bucket.Arn':
        return `arn:aws:s3:::${name}`;
      case 'AWS::Lambda::Function.Arn':
        return arn('lambda', `function:${name}`);
      case 'AWS::Lambda::Version.Version':
        return this.versionOf(scope, id);
      case 'AWS::Lambda::Version.FunctionArn':
        return this.ref(scope, id);
      case 'AWS::Lambda::Alias.AliasArn':
        return this.ref(scope, id);
      case 'AWS::SQS::Queue.Arn':
        return arn('sqs', name);
      case 'AWS::SQS::Queue.QueueName':
        return name;
      case 'AWS::SQS::Queue.QueueUrl':
        return this.ref(scope, id);
      case 'AWS::Logs::LogGroup.Arn':
        return arn('logs', `log-group:${name}:*`);
      case 'AWS::IAM::Role.Arn':
        return `arn:aws:iam::${LOCAL_ACCOUNT}:role/${name}`;
      case 'AWS::ApiGatewayV2::Api.ApiEndpoint':
        return this.local.apiUrl;
      case 'AWS::SNS::Topic.TopicArn':
        return arn('sns', name);
      case 'AWS::KMS::Key.Arn':
        return arn('kms', `key/${name}`);
      case 'AWS::Events::Rule.Arn':
        return arn('events', `rule/${name}`);
      default:
        // what the functions never call (alarms, topics' subscriptions...) still needs a name in a policy
        if (attribute === 'Arn') return arn(resource.Type.split('::')[1]!.toLowerCase(), name);
        throw new Error(`the as-deployed runtime cannot resolve Fn::GetAtt ${id}.${attribute} (${resource.Type})`);
    }
  }

  resolve(value: Json, scope: StackScope): Json {
    if (Array.isArray(value)) return value.map((v) => this.resolve(v, scope));
    if (value === null || typeof value !== 'object') return value;
    const keys = Object.keys(value);
    if (keys.length === 1) {
      const [key] = keys as [string];
      const argument = value[key]!;
      if (key === 'Ref') return this.ref(scope, String(argument));
      if (key === 'Fn::GetAtt') {
        const [id, ...attribute] = Array.isArray(argument) ? argument.map(String) : String(argument).split('.');
        return this.getAtt(scope, id!, attribute.join('.'));
      }
      if (key === 'Fn::Join') {
        const [separator, parts] = argument as [string, Json[]];
        return (this.resolve(parts, scope) as Json[]).map(String).join(separator);
      }
      if (key === 'Fn::Select') {
        const [index, list] = argument as [number, Json];
        return (this.resolve(list, scope) as Json[])[Number(index)] ?? null;
      }
      if (key === 'Fn::Split') {
        const [separator, text] = argument as [string, Json];
        return String(this.resolve(text, scope)).split(separator);
      }
      if (key === 'Fn::Sub') {
        const [text, variables = {}] = (Array.isArray(argument) ? argument : [argument, {}]) as [
          string,
          Record<string, Json>,
        ];
        return text.replace(/\$\{([^}]+)\}/g, (_, name: string) => {
          if (name in variables) return String(this.resolve(variables[name]!, scope));
          const [id, ...attribute] = name.split('.');
          return String(attribute.length ? this.getAtt(scope, id!, attribute.join('.')) : this.ref(scope, id!));
        });
      }
      if (key.startsWith('Fn::')) throw new Error(`the as-deployed runtime cannot resolve ${key}`);
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.resolve(v, scope)]));
  }
}

/** Each function with its bundle, environment, role's policies, versions and aliases. */
function functionsOf(t: TemplateResolver): DeployedFunction[] {
  const attachedPolicies = new Map<string, { name: string; policy: PolicyDocument }[]>();
  for (const { scope, id, resource: policy } of t.ofType('AWS::IAM::Policy')) {
    for (const role of (policy.Properties?.Roles as Json[] | undefined) ?? []) {
      const roleId = refOf(role);
      if (!roleId) continue;
      const key = keyOf(scope, roleId);
      attachedPolicies.set(key, [
        ...(attachedPolicies.get(key) ?? []),
        { name: id, policy: t.resolve(policy.Properties!.PolicyDocument!, scope) as unknown as PolicyDocument },
      ]);
    }
  }

  const functions = t.ofType('AWS::Lambda::Function').map(({ scope, id, resource }): DeployedFunction => {
    const p = resource.Properties!;
    const asset = resource.Metadata?.['aws:asset:path'];
    if (typeof asset !== 'string') throw new Error(`function ${id} has no bundled asset in ${t.directory}`);
    const roleId = (p.Role as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0]!;
    const role = t.resourceOf(scope, roleId);
    const inline = ((role.Properties?.Policies as Json[] | undefined) ?? []).map((entry) => {
      const e = entry as { PolicyName: string; PolicyDocument: Json };
      return { name: e.PolicyName, policy: t.resolve(e.PolicyDocument, scope) as unknown as PolicyDocument };
    });
    const environment = t.resolve(
      (p.Environment as { Variables?: Json } | undefined)?.Variables ?? {},
      scope,
    ) as Record<string, string>;
    return {
      logicalId: id,
      name: t.physicalName(scope, id),
      arn: String(t.getAtt(scope, id, 'Arn')),
      directory: join(t.directory, asset),
      handler: String(p.Handler ?? 'index.handler'),
      runtime: String(p.Runtime),
      memoryMb: Number(p.MemorySize ?? 128),
      timeoutSeconds: Number(p.Timeout ?? 3),
      environment: Object.fromEntries(Object.entries(environment).map(([k, v]) => [k, String(v)])),
      roleArn: String(t.getAtt(scope, roleId, 'Arn')),
      policies: [...inline, ...(attachedPolicies.get(keyOf(scope, roleId)) ?? [])],
      versions: [],
      aliases: new Map(),
    };
  });
  const byArn = new Map(functions.map((f) => [f.arn, f]));
  for (const { scope, id, resource } of t.ofType('AWS::Lambda::Version'))
    byArn.get(t.functionArnOf(resource, scope))?.versions.push(t.versionOf(scope, id));
  for (const { scope, resource } of t.ofType('AWS::Lambda::Alias')) {
    const version = String(t.resolve(resource.Properties!.FunctionVersion!, scope));
    byArn.get(t.functionArnOf(resource, scope))?.aliases.set(String(resource.Properties!.Name), version);
  }
  return functions;
}

/** Each queue with its redrive policy and its queue policy. */
function queuesOf(t: TemplateResolver): DeployedQueue[] {
  const queuePolicies = new Map<string, PolicyDocument>();
  for (const { scope, resource: policy } of t.ofType('AWS::SQS::QueuePolicy')) {
    for (const queue of (policy.Properties?.Queues as Json[] | undefined) ?? []) {
      const id = refOf(queue);
      if (id)
        queuePolicies.set(
          keyOf(scope, id),
          t.resolve(policy.Properties!.PolicyDocument!, scope) as unknown as PolicyDocument,
        );
    }
  }
  return t.ofType('AWS::SQS::Queue').map(({ scope, id, resource }): DeployedQueue => {
    const p = t.resolve(resource.Properties ?? {}, scope) as {
      VisibilityTimeout?: number;
      RedrivePolicy?: { deadLetterTargetArn: string; maxReceiveCount: number };
    };
    const policy = queuePolicies.get(keyOf(scope, id));
    return {
      logicalId: id,
      name: t.physicalName(scope, id),
      arn: String(t.getAtt(scope, id, 'Arn')),
      url: String(t.ref(scope, id)),
      visibilityTimeoutSeconds: Number(p.VisibilityTimeout ?? 30),
      ...(p.RedrivePolicy
        ? {
            deadLetter: {
              arn: p.RedrivePolicy.deadLetterTargetArn,
              maxReceiveCount: Number(p.RedrivePolicy.maxReceiveCount),
            },
          }
        : {}),
      ...(policy ? { policy } : {}),
    };
  });
}

/** The event source mappings: of the table's stream, and of queues. */
function mappingsOf(t: TemplateResolver) {
  const streamMappings: StreamMapping[] = [];
  const queueMappings: QueueMapping[] = [];
  for (const { scope, id, resource } of t.ofType('AWS::Lambda::EventSourceMapping')) {
    const p = t.resolve(resource.Properties ?? {}, scope) as Record<string, any>;
    const common = {
      logicalId: id,
      functionName: String(p.FunctionName),
      batchSize: Number(p.BatchSize ?? 100),
      reportBatchItemFailures: (p.FunctionResponseTypes ?? []).includes('ReportBatchItemFailures'),
    };
    if (String(p.EventSourceArn).startsWith('arn:aws:sqs:')) {
      queueMappings.push({ ...common, batchSize: Number(p.BatchSize ?? 10), queueArn: String(p.EventSourceArn) });
      continue;
    }
    streamMappings.push({
      ...common,
      batchingWindowSeconds: Number(p.MaximumBatchingWindowInSeconds ?? 0),
      parallelizationFactor: Number(p.ParallelizationFactor ?? 1),
      bisectOnError: Boolean(p.BisectBatchOnFunctionError),
      maxRetryAttempts: p.MaximumRetryAttempts === undefined ? -1 : Number(p.MaximumRetryAttempts),
      filterPatterns: ((p.FilterCriteria?.Filters ?? []) as { Pattern: string }[]).map((f) => JSON.parse(f.Pattern)),
      ...(p.DestinationConfig?.OnFailure?.Destination
        ? { onFailureArn: String(p.DestinationConfig.OnFailure.Destination) }
        : {}),
    });
  }
  return { streamMappings, queueMappings };
}

/** The EventBridge rules on a schedule, enabled. */
function schedulesOf(t: TemplateResolver): ScheduleRule[] {
  return t
    .ofType('AWS::Events::Rule')
    .filter(({ resource: r }) => r.Properties?.ScheduleExpression && r.Properties?.State !== 'DISABLED')
    .map(({ scope, id, resource }): ScheduleRule => {
      const p = t.resolve(resource.Properties!, scope) as Record<string, any>;
      return {
        logicalId: id,
        expression: String(p.ScheduleExpression),
        targets: (p.Targets as any[]).map((t) => ({
          functionArn: String(t.Arn),
          maxRetryAttempts: Number(t.RetryPolicy?.MaximumRetryAttempts ?? 185),
          ...(t.DeadLetterConfig?.Arn ? { deadLetterArn: String(t.DeadLetterConfig.Arn) } : {}),
        })),
      };
    });
}

/** The API's routes, each with the function its Lambda integration invokes. */
function routesOf(t: TemplateResolver): ApiRoute[] {
  // an integration's function may be in another stack of the stage (a route area's): its ARN comes through the nested
  // stack's output
  const integrations = new Map(
    t
      .ofType('AWS::ApiGatewayV2::Integration')
      .map(({ scope, id, resource: r }) => [keyOf(scope, id), String(t.resolve(r.Properties!.IntegrationUri!, scope))]),
  );
  return t.ofType('AWS::ApiGatewayV2::Route').map(({ scope, resource }): ApiRoute => {
    const target = String(t.resolve(resource.Properties!.Target!, scope)).replace(/^integrations\//, '');
    const functionArn = integrations.get(keyOf(scope, target));
    if (!functionArn) throw new Error(`route ${String(resource.Properties!.RouteKey)} has no Lambda integration`);
    return { routeKey: String(resource.Properties!.RouteKey), functionArn };
  });
}

/** What Lambda invokes for a FunctionName and qualifier: the function, and the version an alias or number names. */
function invocationTargets(functions: DeployedFunction[]) {
  const byName = new Map(functions.map((f) => [f.name, f]));
  return (functionName: string, qualifier?: string): InvocationTarget | undefined => {
    const m = FUNCTION_NAME.exec(functionName);
    if (!m) return undefined;
    const [, , name, named] = m;
    if (named && qualifier && named !== qualifier) return undefined;
    const fn = byName.get(name!);
    const wanted = named ?? qualifier;
    if (!fn) return undefined;
    if (wanted === undefined) return { fn, arn: fn.arn, version: '$LATEST' };
    const version = wanted === '$LATEST' || fn.versions.includes(wanted) ? wanted : fn.aliases.get(wanted);
    return version === undefined ? undefined : { fn, arn: `${fn.arn}:${wanted}`, version };
  };
}

/**
 * Lambda's FunctionName: `name`, `account:function:name` or `arn:aws:lambda:region:account:function:name`, each with an
 * optional `:qualifier`.
 */
const FUNCTION_NAME = new RegExp(
  '^(?:arn:aws[a-zA-Z-]*:lambda:[a-z0-9-]+:)?(?:(\\d{12}):)?(?:function:)?' +
    '([a-zA-Z0-9_.-]+)(?::(\\$LATEST|[a-zA-Z0-9_-]+))?$',
);
