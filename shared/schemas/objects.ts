import * as v from 'valibot';

// JSON objects exactly as the OpenAPI document declares them (issue 79). valibot's object schemas take
// whatever `typeof` calls an object, a JS array too: `userPreferences: []` made a user and a saved search's
// `origin: []` was stored as `{}`, where the document says object. These are valibot's own schemas (the same
// `kind`, `type`, entries and messages, so @valibot/to-json-schema converts them exactly as before) whose run
// refuses an array first, as it refuses a string. Every schema under shared/schemas uses them; eslint.config.js
// refuses `v.object(` and its kin there.

/** The reason an array gets where an object is declared (the field is named before it, spec 7.2). */
export const NOT_AN_OBJECT = 'must be an object, not an array';

function refusingArrays<T extends v.GenericSchema>(schema: T): T {
  const run = schema['~run'];
  const refusing: T = {
    ...schema,
    '~run'(dataset, config) {
      if (!Array.isArray(dataset.value)) return run.call(this, dataset, config);
      v._addIssue(this, 'type', dataset, config, { received: 'Array', message: NOT_AN_OBJECT });
      return dataset as ReturnType<T['~run']>;
    },
    // the Standard Schema interface validates with this run, not the one copied from valibot's schema
    '~standard': {
      ...schema['~standard'],
      validate: (value: unknown) => refusing['~run']({ value }, v.getGlobalConfig()),
    },
  };
  return refusing;
}

const refusingArraysOf = <F extends (...args: never[]) => v.GenericSchema>(factory: F): F =>
  ((...args: Parameters<F>) => refusingArrays(factory(...args))) as F;

/** `v.object`, refusing an array. */
export const object = refusingArraysOf(v.object);
/** `v.looseObject`, refusing an array. */
export const looseObject = refusingArraysOf(v.looseObject);
/** `v.strictObject`, refusing an array. */
export const strictObject = refusingArraysOf(v.strictObject);
/** `v.objectWithRest`, refusing an array. */
export const objectWithRest = refusingArraysOf(v.objectWithRest);
/** `v.record`, refusing an array. */
export const record = refusingArraysOf(v.record);
