import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { jsonSchemaOf } from '../../shared/contract/openapi.ts';
import {
  looseObject,
  NOT_AN_OBJECT,
  object,
  objectWithRest,
  record,
  strictObject,
} from '../../shared/schemas/objects.ts';

// The request schemas' objects (issue 79): where the document says object, an array is refused as a string is,
// and the document says what it said before (the same JSON Schema as valibot's own schema converts to).

const entries = { name: v.optional(v.string()) };
const pairs: [string, v.GenericSchema, v.GenericSchema][] = [
  ['object', object(entries), v.object(entries)],
  ['looseObject', looseObject(entries), v.looseObject(entries)],
  ['strictObject', strictObject(entries), v.strictObject(entries)],
  ['objectWithRest', objectWithRest(entries, v.number()), v.objectWithRest(entries, v.number())],
  ['record', record(v.string(), v.number()), v.record(v.string(), v.number())],
];

describe('an object of a request schema', () => {
  it.each(pairs)('%s refuses an array, nested too, naming where it is', (_, ours) => {
    const top = v.safeParse(ours, []);
    expect(top.success).toBe(false);
    expect(top.issues?.[0]).toMatchObject({ message: NOT_AN_OBJECT, received: 'Array' });
    const nested = v.safeParse(object({ inner: v.optional(v.nullable(ours)) }), { inner: [{}] });
    expect(nested.issues?.[0]?.path?.map((p) => p.key)).toEqual(['inner']);
    expect(ours['~standard'].validate([])).toMatchObject({ issues: [{ message: NOT_AN_OBJECT }] });
  });

  it.each(pairs)('%s reads an object as valibot does, and converts to the same JSON Schema', (_, ours, valibots) => {
    expect(v.safeParse(ours, {})).toMatchObject({ success: true, output: {} });
    expect(v.safeParse(ours, 'x').issues?.[0]?.message).toBe(v.safeParse(valibots, 'x').issues?.[0]?.message);
    expect(jsonSchemaOf(ours, 'request')).toEqual(jsonSchemaOf(valibots, 'request'));
    expect(ours.type).toBe(valibots.type);
  });

  it('keeps refusing arrays through a pipe, pick and partial', () => {
    const piped = v.pipe(
      object(entries),
      v.check(() => true),
    );
    expect(v.safeParse(piped, []).issues?.[0]?.message).toBe(NOT_AN_OBJECT);
    expect(v.safeParse(v.pick(object(entries), ['name']), []).issues?.[0]?.message).toBe(NOT_AN_OBJECT);
    expect(v.safeParse(v.partial(object(entries)), []).issues?.[0]?.message).toBe(NOT_AN_OBJECT);
  });
});
