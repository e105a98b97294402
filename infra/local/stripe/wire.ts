import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import busboy from 'busboy';
import { parse, type ParsedQs } from 'qs-esm';
import stableStringify from 'safe-stable-stringify';
import type Stripe from 'stripe';
import type { Book, Kind, Occasion, Of, StripeStore } from './store.ts';

// Stripe's wire, as its SDK speaks it: form-encoded parameters in its bracket notation (metadata[listingId]=7,
// expand[0]=latest_charge), multipart for files, its error object and status codes, its lists and `expand`.

/** Stripe's error object (`{error: {...}}`), as its SDK reads it into StripeCardError, StripeInvalidRequestError ... */
export interface StripeErrorBody {
  type: 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  charge?: string;
  payment_intent?: Stripe.PaymentIntent;
  payment_method?: Stripe.PaymentMethod;
  setup_intent?: Stripe.SetupIntent;
}

/** A call refused as Stripe refuses it: the status and the error object. */
export class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: StripeErrorBody,
  ) {
    super(error.message);
  }
}

export const docUrl = (code: string) => `https://docs.stripe.com/error-codes/${code.replaceAll('_', '-')}`;

/**
 * 400 invalid_request_error: a parameter Stripe would refuse (`param` names it as Stripe does); `more`, the object the
 * refusal is about when Stripe's error carries it (an intent in a state it cannot leave that way).
 */
export function invalid(
  message: string,
  param?: string,
  code?: string,
  more: Pick<StripeErrorBody, 'payment_intent' | 'setup_intent'> = {},
): StripeFailure {
  return new StripeFailure(400, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code, doc_url: docUrl(code) } : {}),
    ...(param ? { param } : {}),
    ...more,
  });
}

/** resource_missing: 404 for the object a path names, 400 for one a parameter names. */
export function noSuch(kind: string, id: string, param = 'id', status = param === 'id' ? 404 : 400): StripeFailure {
  return new StripeFailure(status, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    doc_url: docUrl('resource_missing'),
    message: `No such ${kind}: '${id}'`,
    param,
  });
}

/** A file part of a multipart body. */
export interface Upload {
  filename: string;
  mimeType: string;
  data: Buffer;
}

type Value = ParsedQs[string];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A request's parameters, read as Stripe reads them: text that must be an integer, a boolean or one of a list, each
 * refused with Stripe's message and `param` (`metadata[listingId]` for a nested one).
 */
export class Params {
  constructor(
    readonly values: ParsedQs,
    readonly uploads: Record<string, Upload> = {},
    private readonly prefix = '',
  ) {}

  nameOf(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  has(key: string): boolean {
    return this.values[key] !== undefined || this.uploads[key] !== undefined;
  }

  /** Refuses a parameter not in `allowed`, as Stripe does ("Received unknown parameter"). */
  only(allowed: readonly string[]): void {
    for (const key of [...Object.keys(this.values), ...Object.keys(this.uploads)])
      if (!allowed.includes(key))
        throw invalid(`Received unknown parameter: ${this.nameOf(key)}`, this.nameOf(key), 'parameter_unknown');
  }

  text(key: string): string | undefined {
    const value: Value = this.values[key];
    if (value === undefined || typeof value === 'string') return value;
    throw invalid(`Invalid string: ${JSON.stringify(value)}`, this.nameOf(key));
  }

  required(key: string): string {
    const value = this.text(key);
    if (value === undefined || value === '')
      throw invalid(`Missing required param: ${this.nameOf(key)}.`, this.nameOf(key), 'parameter_missing');
    return value;
  }

  integer(key: string): number | undefined {
    const value = this.text(key);
    if (value === undefined) return undefined;
    if (!/^-?\d{1,15}$/.test(value)) throw invalid(`Invalid integer: ${value}`, this.nameOf(key));
    return Number(value);
  }

  /** A positive amount in the currency's smallest unit (cents). */
  amount(key: string): number | undefined {
    const value = this.integer(key);
    if (value !== undefined && value <= 0)
      throw invalid('This value must be greater than or equal to 1.', this.nameOf(key));
    return value;
  }

  boolean(key: string): boolean | undefined {
    const value = this.text(key);
    if (value === undefined) return undefined;
    if (value !== 'true' && value !== 'false') throw invalid(`Invalid boolean: ${value}`, this.nameOf(key));
    return value === 'true';
  }

  choice<C extends string>(key: string, choices: readonly C[]): C | undefined {
    const value = this.text(key);
    if (value === undefined || (choices as readonly string[]).includes(value)) return value as C | undefined;
    throw invalid(`Invalid ${this.nameOf(key)}: must be one of ${choices.join(', ')}`, this.nameOf(key));
  }

  /** A list (`expand[0]=a&expand[1]=b`, or `expand[]=a`). */
  texts(key: string): string[] | undefined {
    const value: Value = this.values[key];
    if (value === undefined) return undefined;
    const items: unknown[] = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : [value];
    if (items.some((item) => typeof item !== 'string')) throw invalid(`Invalid array`, this.nameOf(key));
    return items as string[];
  }

  /** A hash of parameters (`evidence[receipt]=file_...`), its own keys held to `allowed`. */
  nested(key: string, allowed: readonly string[]): Params | undefined {
    const value: Value = this.values[key];
    if (value === undefined || value === '') return undefined;
    if (!isRecord(value)) throw invalid(`Invalid object`, this.nameOf(key));
    const nested = new Params(value, {}, this.nameOf(key));
    nested.only(allowed);
    return nested;
  }

  /** `metadata`: at most 50 keys of 40 characters, values of 500; an empty value removes the key (Stripe's rule). */
  metadata(kept: Stripe.Metadata = {}): Stripe.Metadata | undefined {
    const value: Value = this.values.metadata;
    if (value === undefined) return undefined;
    if (value === '') return {};
    if (typeof value === 'string') throw invalid('Invalid object', 'metadata');
    // qs reads metadata[0]=x as an array: the key is a text all the same
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    const metadata: Stripe.Metadata = { ...kept };
    for (const [name, text] of entries) {
      if (typeof text !== 'string') throw invalid('Invalid string', `metadata[${name}]`);
      if (name.length > 40) throw invalid('Metadata keys can have up to 40 characters.', `metadata[${name}]`);
      if (text.length > 500) throw invalid('Metadata values can have up to 500 characters.', `metadata[${name}]`);
      if (text === '') delete metadata[name];
      else metadata[name] = text;
    }
    if (Object.keys(metadata).length > 50) throw invalid('You can have at most 50 metadata keys.', 'metadata');
    return metadata;
  }

  /** What an Idempotency-Key's retry must repeat: the parameters (a file by its bytes' digest). */
  fingerprint(method: string, path: string): string {
    const files = Object.fromEntries(
      Object.entries(this.uploads).map(([name, file]) => [name, createHash('sha256').update(file.data).digest('hex')]),
    );
    return `${method} ${path} ${stableStringify({ values: this.values, files })}`;
  }
}

const formOptions = { depth: 10, arrayLimit: 100, parameterLimit: 2000 };

/** A multipart body's text fields (in the same bracket notation) and files. */
function readMultipart(headers: IncomingHttpHeaders, body: Buffer): Promise<Params> {
  return new Promise((resolve, reject) => {
    const fields = new URLSearchParams();
    const uploads: Record<string, Upload> = {};
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers, limits: { fileSize: 32 * 1024 * 1024 } });
    } catch (error) {
      reject(invalid(`Invalid multipart body: ${(error as Error).message}`));
      return;
    }
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error: Error) => reject(invalid(`Invalid multipart body: ${error.message}`)));
      stream.on('close', () => {
        uploads[name] = { filename: info.filename ?? 'blob', mimeType: info.mimeType, data: Buffer.concat(chunks) };
      });
    });
    parser.on('field', (name, value) => fields.append(name, value));
    parser.on('error', (error: Error) => reject(invalid(`Invalid multipart body: ${error.message}`)));
    parser.on('close', () => resolve(new Params(parse(fields.toString(), formOptions), uploads)));
    parser.end(body);
  });
}

/** A request's parameters: the query of a GET, the form (or multipart) body of a POST. */
export async function readParams(method: string, url: URL, headers: IncomingHttpHeaders, body: Buffer) {
  if (method !== 'POST') return new Params(parse(url.search.slice(1), formOptions));
  if (/^multipart\/form-data/i.test(headers['content-type'] ?? '')) return readMultipart(headers, body);
  return new Params(parse(body.toString('utf8'), formOptions));
}

/** The request a handler serves: the stage's book, the account acting (`Stripe-Account`, else the platform). */
export interface Call {
  book: Book;
  owner: string;
  occasion: Occasion;
  /** The stand-in's root, for the URLs it gives out (an account link, a file's contents). */
  baseUrl: string;
  store: StripeStore;
}

/** An answer that is not JSON (a file's contents). */
export class RawAnswer {
  constructor(
    readonly contentType: string,
    readonly bytes: Buffer,
  ) {}
}

/** An endpoint: `path` with `:id` for each id it names; `params` the parameters it takes (expand is always taken). */
export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  params: readonly string[];
  handle(call: Call, params: Params, ids: string[]): unknown;
}

/** The paging parameters of every list. */
export const pagingParams = ['limit', 'starting_after', 'ending_before'] as const;

/** A page of a list, newest first, as Stripe's lists answer (`limit` 1 to 100, 10 unless given). */
export function page<T extends { id: string }>(items: T[], params: Params, url: string): Stripe.ApiList<T> {
  const limit = params.integer('limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalid('This value must be between 1 and 100.', 'limit');
  const after = params.text('starting_after');
  const before = params.text('ending_before');
  const at = (id: string, param: string) => {
    const index = items.findIndex((item) => item.id === id);
    if (index < 0) throw noSuch('object', id, param);
    return index;
  };
  if (before !== undefined) {
    const end = at(before, 'ending_before');
    const start = Math.max(0, end - limit);
    return { object: 'list', data: items.slice(start, end), has_more: start > 0, url };
  }
  const start = after === undefined ? 0 : at(after, 'starting_after') + 1;
  return { object: 'list', data: items.slice(start, start + limit), has_more: start + limit < items.length, url };
}

/** The id an expandable field holds, whether it holds the id or the object. */
export const idOf = (value: unknown): unknown => (isRecord(value) ? value.id : value);

/** The id an expandable field of a kept object holds (kept objects hold ids, never the objects). */
export const idIn = (value: string | { id: string } | null): string =>
  typeof value === 'string' ? value : (value?.id ?? '');

/** A list filter: the parameter, and whether an object is kept by its value. */
export interface Filter<T> {
  param: string;
  keeps(object: T, value: string): boolean;
}

/** The filter keeping objects whose field (an id, or the object itself when expanded) is the parameter's value. */
export const sameAs = <T>(param: string, read: (object: T) => unknown): Filter<T> => ({
  param,
  keeps: (object, value) => idOf(read(object)) === value,
});

/** GET of one object of the acting account (`name`: the kind as Stripe's "No such ..." spells it). */
export function retrieving<K extends Kind>(kind: K, path: string, name: string = kind): Route {
  return {
    method: 'GET',
    path: `${path}/:id`,
    params: [],
    handle: (call, _params, [id]) => {
      const found = call.book.find(kind, id!, call.owner);
      if (!found) throw noSuch(name, id!);
      return found;
    },
  };
}

/** GET of a list of the acting account's objects of a kind, with its filters. */
export function listing<K extends Kind>(kind: K, path: string, filters: Filter<Of<K>>[] = []): Route {
  return {
    method: 'GET',
    path,
    params: [...pagingParams, ...filters.map((f) => f.param)],
    handle: (call, params) => {
      const chosen = filters.flatMap((filter) => {
        const value = params.text(filter.param);
        return value === undefined ? [] : [(object: Of<K>) => filter.keeps(object, value)];
      });
      const items = call.book.list(kind, call.owner).filter((object) => chosen.every((keeps) => keeps(object)));
      return page(items, params, path);
    },
  };
}

/** `expand[]`: each path's ids replaced by their objects (`latest_charge`, `data.destination` in a list). */
export function expanded(body: unknown, paths: string[], book: Book): unknown {
  if (paths.length === 0 || !isRecord(body)) return body;
  const copy = structuredClone(body);
  for (const path of paths) expandAt(copy, path.split('.'), book, path);
  return copy;
}

function expandAt(holder: Record<string, unknown>, [field, ...rest]: string[], book: Book, path: string): void {
  if (field === undefined || !(field in holder)) throw invalid(`This property cannot be expanded (${path}).`, 'expand');
  let value = holder[field];
  if (typeof value === 'string') {
    const found = book.any(value);
    if (!found) throw invalid(`This property cannot be expanded (${path}).`, 'expand');
    value = holder[field] = structuredClone(found);
  }
  if (rest.length === 0 || value === null) return;
  for (const item of Array.isArray(value) ? value : [value]) if (isRecord(item)) expandAt(item, rest, book, path);
}
