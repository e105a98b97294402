/** A record's members that are never null nor undefined, as they were. */
type Kept<T> = { [K in keyof T as null extends T[K] ? never : undefined extends T[K] ? never : K]: T[K] };
/** A record's members that may be null or undefined, optional and without the empty values. */
type Dropped<T> = { [K in keyof T as null extends T[K] ? K : undefined extends T[K] ? K : never]?: NonNullable<T[K]> };

/** A record as stored: what a body may send as null or leave out is absent, every other member as it came. */
export type WithoutEmpty<T> = Kept<T> & Dropped<T>;

/** The record without its null and undefined members, typed so: `Object.fromEntries` alone types every member any. */
export const withoutEmpty = <T extends object>(record: T): WithoutEmpty<T> =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v != null)) as WithoutEmpty<T>;
