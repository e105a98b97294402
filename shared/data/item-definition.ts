import * as v from 'valibot';
import { entityOf } from './items.ts';
import type { Kind, WrittenItem } from './kinds.ts';
import type { IndexName } from './table-design.ts';

// One definition per kind of item (issue 81), in the spirit of ElectroDB's and dynamodb-toolbox's entities: the kind's
// name (a `Kind`), its key and each of its index keys built by templates from named attributes of its record, the
// valibot schema its items are parsed by, and the mapping between its record (the domain's type) and its item. What
// writes an item of a defined kind, builds one of its keys or reads one back goes through its definition
// (shared/data/definitions/), so the kind's key strings are written there alone (docs/data-model.md, "One definition
// per kind"). Neither library is used: their templates cannot write every key of the table byte for byte (composite
// sort keys of several attributes behind a constant, keys of the layout before the listing split).

/** A key attribute's value built from the attributes of the record named in `from`; `prefix`: how each value begins. */
export interface KeyTemplate<R, A extends keyof R> {
  readonly from: readonly A[];
  readonly build: (values: Pick<R, A>) => string;
  readonly prefix?: string;
  /** How docs/data-model.md writes the template, when its value is not its attributes written in (an encoding). */
  readonly shown?: string;
}

/** A key of the table or of one of its indexes: the templates of its partition and sort attributes. */
export interface KeyDesign<R, P extends keyof R = keyof R, S extends keyof R = keyof R> {
  readonly partition: KeyTemplate<R, P>;
  readonly sort: KeyTemplate<R, S>;
}

/** The templates of records `R`: `template(['bidId'], ({ bidId }) => ...)` may read only the attributes it names. */
export const templatesOf =
  <R>() =>
  <A extends keyof R>(
    from: readonly A[],
    build: (values: Pick<R, A>) => string,
    prefix?: string,
  ): KeyTemplate<R, A> => ({
    from,
    build,
    ...(prefix === undefined ? {} : { prefix }),
  });

/**
 * Every member of the union `T`, listed for a schema's picklist: the data layer may not import the domain's own list,
 * so the typecheck fails when a member is missing here (a new one would fail the reads of its items) or not one of `T`.
 */
export const everyOf =
  <T extends string | number>() =>
  <const L extends readonly T[]>(list: L & ([T] extends [L[number]] ? unknown : never)): L =>
    list;

/** The values a template is built from. */
export type ValuesOf<T> = T extends KeyTemplate<infer R, infer A> ? Pick<R, A> : never;

type IndexDesigns<R> = { readonly [N in IndexName]?: KeyDesign<R> };
type PartitionOf<D> = D extends { readonly partition: infer P } ? P : never;

/**
 * How each attribute an item holds beside its record (`D`) is made from the record (a TTL from its instant); one made
 * undefined is not stored (a TTL only some of the kind's items have).
 */
type Derivations<R, D> = { readonly [N in keyof D]: (record: R) => D[N] };

/** The derived attributes of a record, those made undefined left out. */
const derivedOf = <R, D>(derived: readonly [string, (record: R) => unknown][], record: R) =>
  Object.fromEntries(
    derived.flatMap(([name, derive]) => {
      const value = derive(record);
      return value === undefined ? [] : [[name, value]];
    }),
  ) as D;

/** The index attributes of an item (`GSI1PK`, `GSI1SK` ...) by the indexes it is in. */
type IndexAttributes<I> = { [N in keyof I & string as `${N}PK` | `${N}SK`]: string };

/** A defined kind: its name, keys, indexes, schema, and its items to and from its records. */
export interface ItemDefinition<
  K extends Kind,
  R extends object,
  Key extends KeyDesign<R>,
  I extends IndexDesigns<R>,
  D extends object = Record<never, never>,
> {
  readonly kind: K;
  readonly design: { readonly key: Key; readonly indexes: I };
  readonly schema: v.GenericSchema<unknown, R>;
  /** The item's key (PK, SK) from the attributes its templates name. */
  readonly key: (values: ValuesOf<Key['partition']> & ValuesOf<Key['sort']>) => { PK: string; SK: string };
  /** The item's partition (PK), under which a Query finds the kind's items by `Key['sort'].prefix`. */
  readonly partition: (values: ValuesOf<Key['partition']>) => string;
  /** An index's partition of the item, which a Query of the index reads. */
  readonly indexPartition: <N extends keyof I & string>(index: N, values: ValuesOf<PartitionOf<I[N]>>) => string;
  /** The record as stored: its key, kind and index keys, then its attributes and those derived from it. */
  readonly item: (record: R) => WrittenItem & { PK: string; SK: string; entity: K } & IndexAttributes<I> & R & D;
  /**
   * A stored item (read whole) as its record: the table's own attributes and the derived ones left out, the rest
   * parsed by the schema.
   */
  readonly recordOf: (item: Record<string, unknown>) => R;
}

// a template is typed by the attributes it names; here, given the record or the values its caller was typed by
const build = (template: { readonly build: unknown }, values: object) =>
  (template.build as (of: object) => string)(values);

type IndexKey = { readonly partition: { readonly build: unknown }; readonly sort: { readonly build: unknown } };

/**
 * The index attributes of an item, built from the record or the values its index templates name: in every index of
 * `indexes`, or in those named in `only`, when given.
 */
const indexAttributesOf = <I extends object>(indexes: I, values: object, only?: readonly string[]) =>
  Object.fromEntries(
    Object.entries(indexes).flatMap(([name, index]: [string, IndexKey | undefined]) =>
      index && (only === undefined || only.includes(name))
        ? [
            [`${name}PK`, build(index.partition, values)],
            [`${name}SK`, build(index.sort, values)],
          ]
        : [],
    ),
  ) as IndexAttributes<I>;

/**
 * The definition of records `R` stored as items of `kind`. The schema is checked to describe `R` (its output is one);
 * it parses what the table holds, and a failure is an item no writer of this definition wrote.
 */
export const defineItem =
  <R extends object>() =>
  <
    K extends Kind,
    Key extends KeyDesign<R>,
    I extends IndexDesigns<R> = Record<never, never>,
    D extends object = Record<never, never>,
  >(design: {
    kind: K;
    schema: v.GenericSchema<unknown, R>;
    key: Key;
    indexes?: I;
    /** Attributes stored beside the record and made from it: not read back into it. */
    derived?: Derivations<R, D>;
  }): ItemDefinition<K, R, Key, I, D> => {
    const indexes = (design.indexes ?? {}) as I;
    const derived: [string, (record: R) => unknown][] = Object.entries(design.derived ?? {});
    const derivedAttributes = (record: R) => derivedOf<R, D>(derived, record);
    const key = (values: object) => ({ PK: build(design.key.partition, values), SK: build(design.key.sort, values) });
    return {
      kind: design.kind,
      design: { key: design.key, indexes },
      schema: design.schema,
      key,
      partition: (values) => build(design.key.partition, values),
      indexPartition: (index, values) => build((indexes[index] as KeyDesign<R>).partition, values),
      item: (record) => ({
        ...key(record),
        entity: design.kind,
        ...indexAttributesOf(indexes, record),
        ...record,
        ...derivedAttributes(record),
      }),
      recordOf: (item) => {
        const record = entityOf<R>(
          item,
          derived.map(([name]) => name),
        );
        v.assert(design.schema, record);
        return record;
      },
    };
  };

/**
 * Where a Query finds a defined kind's items in one of its partitions (query.ts `underPrefix`): the partition the
 * values name, and the prefix every one of the kind's sort keys begins with there.
 */
export function itemsUnder<V>(
  definition: {
    readonly kind: Kind;
    readonly partition: (values: V) => string;
    readonly design: { readonly key: { readonly sort: { readonly prefix?: string } } };
  },
  values: V,
): { PK: string; SKPrefix: string } {
  const { prefix } = definition.design.key.sort;
  if (prefix === undefined) throw new Error(`${definition.kind}: its sort key has no prefix to find its items by`);
  return { PK: definition.partition(values), SKPrefix: prefix };
}

/**
 * A defined kind whose item does not hold every attribute its key is built from (a claim, a counter, an entry due at a
 * time, a place in an index): its key and index keys are built from values `V` its templates name, and its item holds
 * those keys, its kind and the attributes `S` its schema parses, which may repeat some of `V` or none.
 */
export interface KeyedItemDefinition<
  K extends Kind,
  V extends object,
  S extends object,
  Key extends KeyDesign<V>,
  I extends IndexDesigns<V> = Record<never, never>,
  D extends object = Record<never, never>,
> {
  readonly kind: K;
  readonly design: { readonly key: Key; readonly indexes: I };
  readonly schema: v.GenericSchema<unknown, S>;
  readonly key: (values: ValuesOf<Key['partition']> & ValuesOf<Key['sort']>) => { PK: string; SK: string };
  readonly partition: (values: ValuesOf<Key['partition']>) => string;
  /** An index's partition of the item, which a Query of the index reads. */
  readonly indexPartition: <N extends keyof I & string>(index: N, values: ValuesOf<PartitionOf<I[N]>>) => string;
  /**
   * The item of the values its keys are built from: its key, kind and index keys, the attributes it holds, derived.
   * `indexes`: the only indexes it is keyed in, when told (an index whose keys are written with what it shows).
   */
  readonly item: <N extends keyof I & string = keyof I & string>(
    values: V,
    stored: S,
    indexes?: readonly N[],
  ) => WrittenItem & { PK: string; SK: string; entity: K } & IndexAttributes<Pick<I, N>> & S & D;
  /**
   * A stored item (read whole) as the attributes it holds, the table's own and the derived ones left out, parsed by
   * the schema.
   */
  readonly recordOf: (item: Record<string, unknown>) => S;
}

/** The definition of a kind keyed by values `V` whose items hold attributes `S` (see `KeyedItemDefinition`). */
export const defineKeyedItem =
  <V extends object, S extends object>() =>
  <
    K extends Kind,
    Key extends KeyDesign<V>,
    I extends IndexDesigns<V> = Record<never, never>,
    D extends object = Record<never, never>,
  >(design: {
    kind: K;
    schema: v.GenericSchema<unknown, S>;
    key: Key;
    indexes?: I;
    /** Attributes stored beside those it holds and made from them (a TTL from an instant): not read back. */
    derived?: Derivations<S, D>;
  }): KeyedItemDefinition<K, V, S, Key, I, D> => {
    const indexes = (design.indexes ?? {}) as I;
    const key = (values: object) => ({ PK: build(design.key.partition, values), SK: build(design.key.sort, values) });
    const derived: [string, (stored: S) => unknown][] = Object.entries(design.derived ?? {});
    const derivedAttributes = (stored: S) => derivedOf<S, D>(derived, stored);
    return {
      kind: design.kind,
      design: { key: design.key, indexes },
      schema: design.schema,
      key,
      partition: (values) => build(design.key.partition, values),
      indexPartition: (index, values) => build((indexes[index] as KeyDesign<V>).partition, values),
      item: <N extends keyof I & string>(values: V, stored: S, only?: readonly N[]) => ({
        ...key(values),
        entity: design.kind,
        ...(indexAttributesOf(indexes, values, only) as IndexAttributes<Pick<I, N>>),
        ...stored,
        ...derivedAttributes(stored),
      }),
      recordOf: (item) => {
        const stored = entityOf<S>(
          item,
          derived.map(([name]) => name),
        );
        v.assert(design.schema, stored);
        return stored;
      },
    };
  };
