import fc from 'fast-check';

// fast-check arbitraries drawn from the JSON Schemas of an OpenAPI 3.1 document: values the schema
// allows (the contract fuzz's valid requests, test/integration/contract-fuzz.test.ts). The subset the
// served document uses: type (one or several), enum, const, anyOf/oneOf, properties, required,
// additionalProperties, items, min/maxItems, min/maxLength, pattern, format, minimum, maximum,
// exclusiveMinimum, contentMediaType (a multipart file part), examples and $ref. Sizes are kept small:
// a fuzz wants many requests more than large ones (huge values are a mutation of their own).

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: Json[];
  const?: Json;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  contentMediaType?: string;
  examples?: Json[];
  default?: Json;
}

/** A file part's content, for a multipart body: what a client uploads. */
export class FileContent {
  constructor(
    readonly mediaType: string,
    readonly data: Buffer,
  ) {}
  toJSON() {
    return `<${this.mediaType}, ${this.data.length} bytes>`;
  }
}

const LONGEST_TEXT = 24;
const MOST_ITEMS = 3;

const isoDay = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const isoInstant = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString());

function formatted(format: string): fc.Arbitrary<string> | undefined {
  switch (format) {
    case 'date':
      return isoDay;
    case 'date-time':
      return isoInstant;
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'uri':
      return fc.webUrl();
    case 'uri-reference':
      return fc.webPath();
    default:
      return undefined;
  }
}

function text(schema: JsonSchema): fc.Arbitrary<string> {
  const byFormat = schema.format ? formatted(schema.format) : undefined;
  if (byFormat) return byFormat;
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? Infinity));
    } catch {
      /* a pattern fast-check cannot draw from: plain text, the server names it */
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({
    minLength,
    maxLength: Math.max(minLength, Math.min(schema.maxLength ?? LONGEST_TEXT, LONGEST_TEXT)),
  });
}

function numeric(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum : -1e6);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum : 1e6);
  const low = Math.max(min, -1e9);
  const high = Math.min(max, 1e9);
  const drawn = integer
    ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) })
    : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
  return drawn.filter(
    (n) =>
      (schema.exclusiveMinimum === undefined || n > schema.exclusiveMinimum) &&
      (schema.exclusiveMaximum === undefined || n < schema.exclusiveMaximum),
  );
}

/** An arbitrary of the values `schema` allows; `$ref`s are resolved in `document`. */
export function arbitraryOf(schema: JsonSchema, document: object, depth = 0): fc.Arbitrary<Json | FileContent> {
  if (schema.$ref) {
    const target = schema.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((at, step) => (at as Record<string, unknown>)?.[step], document) as JsonSchema;
    return arbitraryOf(target, document, depth);
  }
  const drawn = drawnFrom(schema, document, depth);
  // the document's own examples are the likeliest to pass the rules the schema cannot say
  return schema.examples?.length ? fc.oneof(fc.constantFrom(...schema.examples), drawn) : drawn;
}

function drawnFrom(schema: JsonSchema, document: object, depth: number): fc.Arbitrary<Json | FileContent> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => arbitraryOf(choice, document, depth + 1)));
  if (schema.allOf) return arbitraryOf(Object.assign({}, ...schema.allOf) as JsonSchema, document, depth + 1);
  if (schema.contentMediaType && schema.contentMediaType !== 'application/json')
    return fc
      .uint8Array({ minLength: 8, maxLength: 64 })
      .map((bytes) => new FileContent(schema.contentMediaType!, Buffer.from(bytes)));
  const types = [schema.type ?? (schema.properties ? 'object' : schema.items ? 'array' : 'string')].flat();
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<Json | FileContent> => {
      switch (type) {
        case 'string':
          return text(schema);
        case 'integer':
          return numeric(schema, true);
        case 'number':
          return numeric(schema, false);
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array': {
          const minLength = schema.minItems ?? 0;
          if (!schema.items || depth > 6) return fc.constant([]);
          return fc.array(arbitraryOf(schema.items, document, depth + 1) as fc.Arbitrary<Json>, {
            minLength,
            maxLength: Math.max(minLength, Math.min(schema.maxItems ?? MOST_ITEMS, MOST_ITEMS)),
          });
        }
        default: {
          const properties = depth > 6 ? {} : (schema.properties ?? {});
          const required = new Set(schema.required ?? []);
          return fc.record(
            Object.fromEntries(
              Object.entries(properties).map(([name, property]) => [
                name,
                arbitraryOf(property, document, depth + 1) as fc.Arbitrary<Json>,
              ]),
            ),
            { requiredKeys: [...required].filter((name) => name in properties) },
          );
        }
      }
    }),
  );
}
