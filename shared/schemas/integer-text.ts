import type * as v from 'valibot';

// Integers that arrive as text. Kept apart from common.ts so that a path's schema brings no date
// parsing into the functions that only read an id (docs/performance.md).

/** The parts (the base schema and each action) of the pipes declared as integers, with their bounds. */
const integerTexts = new WeakMap<object, { minimum: number; maximum: number }>();

/**
 * An integer that arrives as text (a path id, `$skip`, `$top`): the OpenAPI document declares it as
 * the integer it is, with these bounds (shared/contract/openapi.ts), so typed clients send numbers.
 */
export function integerText<T extends v.GenericSchema>(schema: T, minimum: number, maximum: number): T {
  // the converter visits a pipe's parts, not the pipe: each part stands for the whole
  for (const part of (schema as { pipe?: object[] }).pipe ?? [schema]) integerTexts.set(part, { minimum, maximum });
  return schema;
}

/** The bounds of an integer sent as text, for the document: of any part of its pipe. */
export const integerTextBounds = (part: object) => integerTexts.get(part);
