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
interface Resource { Type: string; Properties?: Record<string, Json>; Metadata?: Record<string, Json> }

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
}

export interface PolicyStatement { Effect: 'Allow' | 'Deny'; Action: string | string[]; Resource: string | string[]; Condition?: Record<string, Record<string, string | string[]>>; Principal?: unknown; Sid?: string }
export interface PolicyDocument { Version: string; Statement: PolicyStatement[] }

export interface DeployedQueue { logicalId: string; name: string; arn: string; url: string; visibilityTimeoutSeconds: number; deadLetter?: { arn: string; maxReceiveCount: number }; policy?: PolicyDocument }

export interface StreamMapping {
  logicalId: string; functionName: string; batchSize: number; batchingWindowSeconds: number; bisectOnError: boolean;
  maxRetryAttempts: number; reportBatchItemFailures: boolean; filterPatterns: unknown[]; onFailureArn?: string;
}
export interface QueueMapping { logicalId: string; functionName: string; queueArn: string; batchSize: number; reportBatchItemFailures: boolean }
export interface ScheduleRule { logicalId: string; expression: string; targets: { functionArn: string; maxRetryAttempts: number; deadLetterArn?: string }[] }
export interface ApiRoute { routeKey: string; functionArn: string }

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
  functionByName(name: string): DeployedFunction | undefined;
  functionByArn(arn: string): DeployedFunction | undefined;
}

/** An ARN of the local account and region, as the template's are. */
export const arn = (service: string, resource: string, region = LOCAL_REGION) => `arn:aws:${service}:${region}:${LOCAL_ACCOUNT}:${resource}`;

/** Reads the stage's template (and nested templates) from a cloud assembly and resolves it against the local resources. */
export function readDeployedStage(directory: string, stackName: string, local: LocalResources): DeployedStage {
  const resources: Record<string, Resource> = {};
  const load = (file: string) => {
    const template = JSON.parse(readFileSync(join(directory, file), 'utf8')) as { Resources: Record<string, Resource> };
    for (const [id, resource] of Object.entries(template.Resources)) {
      resources[id] = resource;
      if (resource.Type === 'AWS::CloudFormation::Stack') {
        const nested = resource.Metadata?.['aws:asset:path'];
        if (typeof nested === 'string') load(nested);
      }
    }
  };
  load(`${stackName}.template.json`);
  const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);

  const physicalName = (id: string): string => {
    const resource = resources[id];
    if (!resource) throw new Error(`the template has no resource ${id}`);
    const p = resource.Properties ?? {};
    switch (resource.Type) {
      case 'AWS::DynamoDB::Table': return local.tableName;
      case 'AWS::S3::Bucket': return id.startsWith('ProfileImages') && !id.includes('AccessLogs') ? local.bucketName : `${local.bucketName}-${id.toLowerCase()}`;
      case 'AWS::Lambda::Function': return typeof p.FunctionName === 'string' ? p.FunctionName : `${stackName}-${id}`;
      case 'AWS::SQS::Queue': return `${stackName}-${id}`;
      case 'AWS::SES::ConfigurationSet': return String(p.Name);
      case 'AWS::Logs::LogGroup': return `/aws/lambda/${stackName}-${id}`;
      case 'AWS::ApiGatewayV2::Integration': return id;
      default: return `${stackName}-${id}`;
    }
  };
  const ref = (id: string): string => {
    const resource = resources[id];
    if (id === 'AWS::Region') return LOCAL_REGION;
    if (id === 'AWS::AccountId') return LOCAL_ACCOUNT;
    if (id === 'AWS::Partition') return 'aws';
    if (id === 'AWS::URLSuffix') return 'amazonaws.com';
    if (id === 'AWS::StackName') return stackName;
    if (resource?.Type === 'AWS::SQS::Queue') return `${local.sqsUrl}/${LOCAL_ACCOUNT}/${physicalName(id)}`;
    return physicalName(id);
  };
  const getAtt = (id: string, attribute: string): string => {
    const resource = resources[id];
    if (!resource) throw new Error(`the template has no resource ${id}`);
    const name = physicalName(id);
    switch (`${resource.Type}.${attribute}`) {
      case 'AWS::DynamoDB::Table.Arn': return arn('dynamodb', `table/${name}`);
      case 'AWS::DynamoDB::Table.StreamArn': return local.tableStreamArn;
      case 'AWS::S3::Bucket.Arn': return `arn:aws:s3:::${name}`;
      case 'AWS::Lambda::Function.Arn': return arn('lambda', `function:${name}`);
      case 'AWS::SQS::Queue.Arn': return arn('sqs', name);
      case 'AWS::SQS::Queue.QueueName': return name;
      case 'AWS::SQS::Queue.QueueUrl': return ref(id);
      case 'AWS::Logs::LogGroup.Arn': return arn('logs', `log-group:${name}:*`);
      case 'AWS::IAM::Role.Arn': return `arn:aws:iam::${LOCAL_ACCOUNT}:role/${name}`;
      case 'AWS::ApiGatewayV2::Api.ApiEndpoint': return local.apiUrl;
      case 'AWS::SNS::Topic.TopicArn': return arn('sns', name);
      case 'AWS::KMS::Key.Arn': return arn('kms', `key/${name}`);
      case 'AWS::Events::Rule.Arn': return arn('events', `rule/${name}`);
      default:
        // what the functions never call (alarms, topics' subscriptions...) still needs a name in a policy
        if (attribute === 'Arn') return arn(resource.Type.split('::')[1]!.toLowerCase(), name);
        throw new Error(`the as-deployed runtime cannot resolve Fn::GetAtt ${id}.${attribute} (${resource.Type})`);
    }
  };
  const resolve = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(resolve);
    if (value === null || typeof value !== 'object') return value;
    const keys = Object.keys(value);
    if (keys.length === 1) {
      const [key] = keys as [string];
      const argument = value[key]!;
      if (key === 'Ref') return ref(String(argument));
      if (key === 'Fn::GetAtt') {
        const [id, attribute] = Array.isArray(argument) ? argument.map(String) : String(argument).split('.');
        return getAtt(id!, attribute!);
      }
      if (key === 'Fn::Join') {
        const [separator, parts] = argument as [string, Json[]];
        return (resolve(parts) as Json[]).map(String).join(separator);
      }
      if (key === 'Fn::Select') {
        const [index, list] = argument as [number, Json];
        return (resolve(list) as Json[])[Number(index)] ?? null;
      }
      if (key === 'Fn::Split') {
        const [separator, text] = argument as [string, Json];
        return String(resolve(text)).split(separator);
      }
      if (key === 'Fn::Sub') {
        const [text, variables = {}] = (Array.isArray(argument) ? argument : [argument, {}]) as [string, Record<string, Json>];
        return text.replace(/\$\{([^}]+)\}/g, (_, name: string) => {
          if (name in variables) return String(resolve(variables[name]!));
          const [id, attribute] = name.split('.');
          return attribute ? getAtt(id!, attribute) : ref(id!);
        });
      }
      if (key.startsWith('Fn::')) throw new Error(`the as-deployed runtime cannot resolve ${key}`);
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v)]));
  };
  const refOf = (value: Json | undefined): string | undefined => (value && typeof value === 'object' && !Array.isArray(value) && typeof value.Ref === 'string' ? value.Ref : undefined);

  const attachedPolicies = new Map<string, { name: string; policy: PolicyDocument }[]>();
  for (const [id, policy] of ofType('AWS::IAM::Policy')) {
    for (const role of (policy.Properties?.Roles as Json[] | undefined) ?? []) {
      const roleId = refOf(role);
      if (!roleId) continue;
      attachedPolicies.set(roleId, [...(attachedPolicies.get(roleId) ?? []), { name: id, policy: resolve(policy.Properties!.PolicyDocument!) as unknown as PolicyDocument }]);
    }
  }

  const functions = ofType('AWS::Lambda::Function').map(([id, resource]): DeployedFunction => {
    const p = resource.Properties!;
    const asset = resource.Metadata?.['aws:asset:path'];
    if (typeof asset !== 'string') throw new Error(`function ${id} has no bundled asset in ${directory}`);
    const roleId = (p.Role as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0]!;
    const role = resources[roleId]!;
    const inline = ((role.Properties?.Policies as Json[] | undefined) ?? []).map((entry) => {
      const e = entry as { PolicyName: string; PolicyDocument: Json };
      return { name: e.PolicyName, policy: resolve(e.PolicyDocument) as unknown as PolicyDocument };
    });
    const environment = resolve((p.Environment as { Variables?: Json } | undefined)?.Variables ?? {}) as Record<string, string>;
    return {
      logicalId: id,
      name: physicalName(id),
      arn: getAtt(id, 'Arn'),
      directory: join(directory, asset),
      handler: String(p.Handler ?? 'index.handler'),
      runtime: String(p.Runtime),
      memoryMb: Number(p.MemorySize ?? 128),
      timeoutSeconds: Number(p.Timeout ?? 3),
      environment: Object.fromEntries(Object.entries(environment).map(([k, v]) => [k, String(v)])),
      roleArn: getAtt(roleId, 'Arn'),
      policies: [...inline, ...(attachedPolicies.get(roleId) ?? [])],
    };
  });

  const queuePolicies = new Map<string, PolicyDocument>();
  for (const [, policy] of ofType('AWS::SQS::QueuePolicy')) {
    for (const queue of (policy.Properties?.Queues as Json[] | undefined) ?? []) {
      const id = refOf(queue);
      if (id) queuePolicies.set(id, resolve(policy.Properties!.PolicyDocument!) as unknown as PolicyDocument);
    }
  }
  const queues = ofType('AWS::SQS::Queue').map(([id, resource]): DeployedQueue => {
    const p = resolve(resource.Properties ?? {}) as { VisibilityTimeout?: number; RedrivePolicy?: { deadLetterTargetArn: string; maxReceiveCount: number } };
    return {
      logicalId: id, name: physicalName(id), arn: getAtt(id, 'Arn'), url: ref(id),
      visibilityTimeoutSeconds: Number(p.VisibilityTimeout ?? 30),
      ...(p.RedrivePolicy ? { deadLetter: { arn: p.RedrivePolicy.deadLetterTargetArn, maxReceiveCount: Number(p.RedrivePolicy.maxReceiveCount) } } : {}),
      ...(queuePolicies.has(id) ? { policy: queuePolicies.get(id)! } : {}),
    };
  });

  const streamMappings: StreamMapping[] = [];
  const queueMappings: QueueMapping[] = [];
  for (const [id, resource] of ofType('AWS::Lambda::EventSourceMapping')) {
    const p = resolve(resource.Properties ?? {}) as Record<string, any>;
    const common = { logicalId: id, functionName: String(p.FunctionName), batchSize: Number(p.BatchSize ?? 100), reportBatchItemFailures: (p.FunctionResponseTypes ?? []).includes('ReportBatchItemFailures') };
    if (String(p.EventSourceArn).startsWith('arn:aws:sqs:')) {
      queueMappings.push({ ...common, batchSize: Number(p.BatchSize ?? 10), queueArn: String(p.EventSourceArn) });
      continue;
    }
    streamMappings.push({
      ...common,
      batchingWindowSeconds: Number(p.MaximumBatchingWindowInSeconds ?? 0),
      bisectOnError: Boolean(p.BisectBatchOnFunctionError),
      maxRetryAttempts: p.MaximumRetryAttempts === undefined ? -1 : Number(p.MaximumRetryAttempts),
      filterPatterns: ((p.FilterCriteria?.Filters ?? []) as { Pattern: string }[]).map((f) => JSON.parse(f.Pattern)),
      ...(p.DestinationConfig?.OnFailure?.Destination ? { onFailureArn: String(p.DestinationConfig.OnFailure.Destination) } : {}),
    });
  }

  const schedules = ofType('AWS::Events::Rule').filter(([, r]) => r.Properties?.ScheduleExpression && r.Properties?.State !== 'DISABLED').map(([id, resource]): ScheduleRule => {
    const p = resolve(resource.Properties!) as Record<string, any>;
    return {
      logicalId: id, expression: String(p.ScheduleExpression),
      targets: (p.Targets as any[]).map((t) => ({ functionArn: String(t.Arn), maxRetryAttempts: Number(t.RetryPolicy?.MaximumRetryAttempts ?? 185), ...(t.DeadLetterConfig?.Arn ? { deadLetterArn: String(t.DeadLetterConfig.Arn) } : {}) })),
    };
  });

  const integrations = new Map(ofType('AWS::ApiGatewayV2::Integration').map(([id, r]) => [id, String(resolve(r.Properties!.IntegrationUri!))]));
  const routes = ofType('AWS::ApiGatewayV2::Route').map(([, resource]): ApiRoute => {
    const target = String(resolve(resource.Properties!.Target!)).replace(/^integrations\//, '');
    const functionArn = integrations.get(target);
    if (!functionArn) throw new Error(`route ${String(resource.Properties!.RouteKey)} has no Lambda integration`);
    return { routeKey: String(resource.Properties!.RouteKey), functionArn };
  });

  const bucketPolicyEntry = ofType('AWS::S3::BucketPolicy').find(([, r]) => physicalName(refOf(r.Properties?.Bucket) ?? '') === local.bucketName);

  const byName = new Map(functions.map((f) => [f.name, f]));
  const byArn = new Map(functions.map((f) => [f.arn, f]));
  return {
    stackName, directory, functions, queues, streamMappings, queueMappings, schedules, routes,
    ...(bucketPolicyEntry ? { bucketPolicy: resolve(bucketPolicyEntry[1].Properties!.PolicyDocument!) as unknown as PolicyDocument } : {}),
    functionByName: (name) => byName.get(name) ?? byArn.get(name) ?? byName.get(name.split(':').at(-1) ?? ''),
    functionByArn: (value) => byArn.get(value),
  };
}
