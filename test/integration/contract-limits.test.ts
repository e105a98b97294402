import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiForThisFile, errorsOf } from '../support/api.ts';

// Every request limit the OpenAPI document declares is the one the handlers enforce
// (docs/developer-site.md, "Limits"). For each operation this walks what the document declares
// for its parameters, its JSON example body and its multipart text parts, and sends each value
// just over its limit (a string one character longer, a list one entry longer, a number past its
// bound): the answer is a 400 naming that field. A plain value exactly at its limit may be wrong
// for another rule (no such postal code) but is never refused for the same reason, so the document
// is not stricter than the handler either.

type Schema = { [key: string]: any };
type Operation = {
  operationId: string;
  security: unknown[];
  responses: Record<string, unknown>;
  parameters?: Schema[];
  requestBody?: { content: Record<string, { schema: Schema; example?: unknown }> };
};
interface Request {
  path: string;
  headers: Record<string, string>;
  body?: unknown;
  rawBody?: Buffer;
}
interface Probe {
  operation: string;
  field: string;
  limit: string;
  over: Request;
  atLimit?: Request;
}

const api = apiForThisFile();
let document: { paths: Record<string, Record<string, Operation>> };
let keys: { Shipper: string; ServiceProvider: string };

beforeAll(async () => {
  document = (await api.call('GET', '/v2/openapi.json')).body;
  keys = { Shipper: (await api.user('Shipper')).key, ServiceProvider: (await api.user('ServiceProvider')).key };
});

/**
 * Size limits of files (a document over 10 MiB, an image over 4 MiB) answer 413 naming the part:
 * test/integration/attachments.test.ts, profile-images.test.ts.
 */
const isFile = (schema: Schema) => schema.contentMediaType !== undefined && schema.type === 'string' && !schema.enum;

/** The branch of an anyOf that a value of this kind takes. */
function branchFor(schema: Schema, value: unknown): Schema | undefined {
  if (!schema.anyOf) return schema;
  const kind = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  return (schema.anyOf as Schema[])
    .map((branch) => branchFor(branch, value))
    .find(
      (branch) =>
        branch &&
        (branch.type === kind ||
          (kind === 'number' && branch.type === 'integer') ||
          (branch.type === undefined && branch.enum)),
    );
}

/**
 * A string of `length` characters like `like` (same first character), valid for the schema's format where it has one.
 */
function textOf(schema: Schema, length: number, like?: unknown): string {
  if (schema.format === 'email') return `${'a'.repeat(Math.max(1, length - 10))}@x.example`.padStart(length, 'a');
  if (schema.format === 'uri') return `https://x.example/${'a'.repeat(Math.max(0, length - 18))}`;
  const first = typeof like === 'string' && like.trim() ? like.trim()[0]! : '1';
  return first.repeat(length);
}

/** The alternatives of an anyOf, nested ones flattened. */
const leavesOf = (schema: Schema): Schema[] => (schema.anyOf ? (schema.anyOf as Schema[]).flatMap(leavesOf) : [schema]);

/** A value the schema takes, for a field the example leaves out: its own limits are probed inside it. */
function sampleOf(schema: Schema): unknown {
  if (schema.anyOf) return sampleOf((schema.anyOf as Schema[]).find((branch) => branch.type !== 'null') ?? {});
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        ((schema.required ?? []) as string[]).map((name) => [name, sampleOf(schema.properties?.[name] ?? {})]),
      );
    case 'array':
      return [sampleOf(schema.items ?? {})];
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    default:
      // a field the document gives an example of takes it (a date-time with its offset, a device's clock)
      if (Array.isArray(schema.examples) && typeof schema.examples[0] === 'string') return schema.examples[0];
      return schema.format === 'email'
        ? 'a@x.example'
        : schema.format === 'uri'
          ? 'https://x.example/'
          : schema.format === 'uuid'
            ? randomUUID()
            : 'a';
  }
}

/** Probes for one value of a body: the value just over each of its limits, and on it. */
function probesOf(
  sent: unknown,
  declared: Schema,
  field: string,
  place: (v: unknown) => Request,
): Omit<Probe, 'operation'>[] {
  // a field that takes text or a number (a year, a postal code) has the limits of each: probe every branch
  if (declared.anyOf) {
    const taken = sent === undefined ? undefined : branchFor(declared, sent);
    return leavesOf(declared)
      .filter((branch) => branch.type !== 'null')
      .flatMap((branch) => probesOf(branch === taken ? sent : sampleOf(branch), branch, field, place));
  }
  const value = sent === undefined ? sampleOf(declared) : sent;
  const schema = branchFor(declared, value);
  if (!schema || isFile(schema)) return [];
  const probes: Omit<Probe, 'operation'>[] = [];
  const plain = !schema.pattern && !schema.format && !schema.enum;
  if (schema.type === 'string' && schema.maxLength !== undefined && !schema.enum) {
    probes.push({
      field,
      limit: `maxLength ${schema.maxLength}`,
      over: place(textOf(schema, schema.maxLength + 1, value)),
      ...(plain ? { atLimit: place(textOf(schema, schema.maxLength, value)) } : {}),
    });
  }
  if (schema.type === 'number' || schema.type === 'integer') {
    if (schema.maximum !== undefined)
      probes.push({
        field,
        limit: `maximum ${schema.maximum}`,
        over: place(schema.maximum + 1),
        atLimit: place(schema.maximum),
      });
    if (schema.minimum !== undefined)
      probes.push({
        field,
        limit: `minimum ${schema.minimum}`,
        over: place(schema.minimum - 1),
        atLimit: place(schema.minimum),
      });
    if (schema.exclusiveMinimum !== undefined)
      probes.push({
        field,
        limit: `exclusiveMinimum ${schema.exclusiveMinimum}`,
        over: place(schema.exclusiveMinimum),
      });
  }
  if (schema.type === 'array' && Array.isArray(value) && value.length > 0) {
    if (schema.maxItems !== undefined)
      probes.push({
        field,
        limit: `maxItems ${schema.maxItems}`,
        over: place(Array.from({ length: schema.maxItems + 1 }, () => value[0])),
      });
    probes.push(...probesOf(value[0], schema.items, `${field}[0]`, (item) => place([item, ...value.slice(1)])));
  }
  if (schema.type === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
    // a field the example leaves out is sent with a value of its own, so every limit is reached
    const whole = Object.fromEntries(
      Object.entries<Schema>(schema.properties ?? {}).map(([name, property]) => [
        name,
        (value as Record<string, unknown>)[name] ?? sampleOf(property),
      ]),
    );
    for (const [name, property] of Object.entries<Schema>(schema.properties ?? {})) {
      probes.push(
        ...probesOf(whole[name], property, field ? `${field}.${name}` : name, (v) => place({ ...whole, [name]: v })),
      );
    }
  }
  return probes;
}

/** Every request limit an operation declares, as `field kind` (what the probes must cover). */
function declaredLimits(schema: Schema | undefined, field: string): string[] {
  if (!schema || isFile(schema)) return [];
  if (schema.anyOf) return [...new Set((schema.anyOf as Schema[]).flatMap((branch) => declaredLimits(branch, field)))];
  const own = [
    schema.type === 'string' && !schema.enum && schema.maxLength !== undefined && 'maxLength',
    ['number', 'integer'].includes(schema.type) && schema.maximum !== undefined && 'maximum',
    ['number', 'integer'].includes(schema.type) && schema.minimum !== undefined && 'minimum',
    ['number', 'integer'].includes(schema.type) && schema.exclusiveMinimum !== undefined && 'exclusiveMinimum',
    schema.type === 'array' && schema.maxItems !== undefined && 'maxItems',
  ]
    .filter((kind): kind is string => Boolean(kind))
    .map((kind) => `${field} ${kind}`);
  const inner =
    schema.type === 'array'
      ? declaredLimits(schema.items, `${field}[0]`)
      : schema.type === 'object'
        ? Object.entries<Schema>(schema.properties ?? {}).flatMap(([name, property]) =>
            declaredLimits(property, field ? `${field}.${name}` : name),
          )
        : [];
  return [...own, ...inner];
}

const sample = (parameter: Schema) => {
  const schema = parameter.schema as Schema;
  if (schema.format === 'uuid') return randomUUID();
  if (schema.type === 'integer') return String(schema.minimum ?? 1);
  if (parameter.name === 'commodity') return 'Furniture';
  return 'a';
};

function multipartOf(fields: Record<string, unknown>): { rawBody: Buffer; headers: Record<string, string> } {
  const boundary = `limits${randomUUID()}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
  );
  return {
    rawBody: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function probesOfOperation(template: string, method: string, operation: Operation): Probe[] {
  const parameters = operation.parameters ?? [];
  const values = Object.fromEntries(parameters.map((p) => [p.name, sample(p)]));
  const name = (p: Schema) => p.name as string;
  const request = (
    changed: Record<string, string> = {},
    body: Omit<Request, 'path' | 'headers'> & { headers?: Record<string, string> } = {},
  ): Request => {
    const all = { ...values, ...changed };
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(all[name]));
    const query = parameters
      .filter((p) => p.in === 'query' && name(p) in changed)
      .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(all[p.name])}`)
      .join('&');
    const headers = Object.fromEntries(
      parameters.filter((p) => p.in === 'header' && p.name in changed).map((p) => [p.name, all[p.name]!]),
    );
    return {
      path: query ? `${path}?${query}` : path,
      headers: { ...headers, ...body.headers },
      body: body.body,
      rawBody: body.rawBody,
    };
  };
  const content = operation.requestBody?.content ?? {};
  const json = content['application/json'];
  const multipart = content['multipart/form-data'];
  const withBody = (changed: Record<string, string> = {}) =>
    request(changed, json?.example !== undefined ? { body: json.example } : {});
  const probes: Omit<Probe, 'operation'>[] = [];
  for (const parameter of parameters) {
    probes.push(
      ...probesOf(values[parameter.name], parameter.schema, parameter.name, (v) =>
        withBody({ [parameter.name]: String(v) }),
      ),
    );
  }
  if (json?.example !== undefined)
    probes.push(...probesOf(json.example, json.schema, '', (v) => request({}, { body: v })));
  if (multipart && !json) {
    for (const [part, schema] of Object.entries<Schema>(multipart.schema.properties)) {
      probes.push(...probesOf(undefined, schema, part, (v) => request({}, multipartOf({ [part]: v }))));
    }
  }
  return probes.map((p) => ({ ...p, operation: `${method.toUpperCase()} ${template}` }));
}

/** The limits an operation declares for its parameters and the body the probes send (JSON, else multipart). */
function declaredLimitsOf(template: string, method: string, operation: Operation): string[] {
  const content = operation.requestBody?.content ?? {};
  const body =
    content['application/json']?.example !== undefined
      ? content['application/json'].schema
      : content['application/json']
        ? undefined
        : content['multipart/form-data']?.schema;
  return [
    ...(operation.parameters ?? []).flatMap((p) => declaredLimits(p.schema, p.name)),
    ...declaredLimits(body, ''),
  ].map((limit) => `${method.toUpperCase()} ${template} ${limit}`);
}

async function send(method: string, operation: Operation, request: Request) {
  const call = (key?: string) =>
    api.call(method.toUpperCase(), request.path, {
      key,
      headers: request.headers,
      ...(request.rawBody ? { rawBody: request.rawBody } : request.body !== undefined ? { body: request.body } : {}),
    });
  if (operation.security.length === 0) return call();
  const asShipper = await call(keys.Shipper);
  // routes only a carrier may call refuse a shipper before reading the input
  return asShipper.status === 403 ? call(keys.ServiceProvider) : asShipper;
}

describe('every declared request limit is enforced, and is the limit', () => {
  it('just over each limit is a 400 naming the field; a plain value at its limit is not refused for it', async () => {
    const probes = Object.entries(document.paths).flatMap(([template, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) => probesOfOperation(template, method, operation)),
    );
    const operationsOf = (list: Probe[]) => new Set(list.map((p) => p.operation)).size;
    const failures: string[] = [];
    for (const probe of probes) {
      const [method] = probe.operation.split(' ');
      const operation = document.paths[probe.operation.slice(method!.length + 1)]![method!.toLowerCase()]!;
      const over = await send(method!, operation, probe.over);
      // a size limit may be 413 where the operation declares one (an announced file over 10 MiB, as an uploaded one)
      const refused = over.status === 400 || (over.status === 413 && operation.responses['413'] !== undefined);
      const named = refused && errorsOf(over.body).some((e) => e.field === probe.field);
      if (!named)
        failures.push(
          `${probe.operation} ${probe.field} (${probe.limit}): over it answered ${over.status} ${JSON.stringify(over.body?.errors?.map((e: { field: string }) => e.field) ?? over.body)}`,
        );
      if (probe.atLimit && named) {
        // at the limit the field may still be wrong for another rule (no such postal code), never for this one
        const overReason = errorsOf(over.body).find((e) => e.field === probe.field)!.reason;
        const at = await send(method!, operation, probe.atLimit);
        const same =
          at.status === 400 && errorsOf(at.body).some((e) => e.field === probe.field && e.reason === overReason);
        if (same)
          failures.push(`${probe.operation} ${probe.field} (${probe.limit}): refused at the limit too: ${overReason}`);
      }
    }
    expect(failures).toEqual([]);
    // every limit the document declares was sent just over (and there are many: not a vacuous pass)
    const declared = Object.entries(document.paths).flatMap(([template, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) => declaredLimitsOf(template, method, operation)),
    );
    const probed = new Set(probes.map((p) => `${p.operation} ${p.field} ${p.limit.split(' ')[0]}`));
    expect(declared.filter((limit) => !probed.has(limit))).toEqual([]);
    expect(declared.length).toBeGreaterThan(300);
    expect(operationsOf(probes)).toBeGreaterThan(45);
  });
});
