import * as v from 'valibot';
import { ErrorCode, ValidationError, type ErrorEntry } from '../errors.ts';

/** `route.items[0].address.postalCode` from a valibot issue path. */
function jsonPath(issue: v.BaseIssue<unknown>): string {
  let path = '';
  for (const item of issue.path ?? []) {
    const key = item.key;
    if (typeof key === 'number') path += `[${key}]`;
    else path += path ? `.${String(key)}` : String(key);
  }
  return path;
}

/**
 * Validates untrusted input against its schema; every failure becomes one 7.2 entry naming
 * the field (spec 7.2), so a client can fix all of them in one round trip.
 */
export function parseInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  nameOfWhole = 'body',
): v.InferOutput<TSchema> {
  // valibot's object schemas read properties off arrays too (`[].sort` is a function): refuse first
  if (schema.type === 'object' && Array.isArray(input))
    throw ValidationError.field(nameOfWhole, `${nameOfWhole} must be a JSON object, not an array.`);
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return result.output;
  const seen = new Set<string>();
  const errors: ErrorEntry[] = [];
  for (const issue of result.issues) {
    const field = jsonPath(issue) || nameOfWhole;
    if (seen.has(field)) continue;
    seen.add(field);
    const missing = issue.input === undefined && issue.kind === 'schema';
    errors.push({
      code: missing ? ErrorCode.Required : ErrorCode.InvalidValue,
      field,
      reason: missing ? `${field} is required.` : `${field}: ${issue.message}`,
      severity: 'Error',
    });
  }
  throw new ValidationError(
    errors,
    errors.length === 1 ? errors[0]!.reason : 'The request has invalid or missing parameters.',
  );
}
