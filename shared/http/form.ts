import { parse } from 'qs-esm';

// Bodies sent as application/x-www-form-urlencoded (spec 4 rule 1 lists that type for fixed price while showing a
// JSON body). JSON text under that type is read as JSON before the handler (`readsAsJson` in content-type.ts); what
// reaches here is a true form, whose bracketed names (items[0][unitCount]=2) build the same nested object.
export function formBody(raw: Buffer | undefined): unknown {
  return parse(raw?.toString('utf8').trim() ?? '', { depth: 5, arrayLimit: 100, parameterLimit: 1000 });
}
