import { parse } from 'qs-esm';
import { ErrorCode, ValidationError } from '../errors.ts';

// Bodies sent as application/x-www-form-urlencoded (spec 4 rule 1 lists that type for fixed
// price while showing a JSON body): a JSON text is read as JSON, anything else as a form whose
// bracketed names (items[0][unitCount]=2) build the same nested object.
export function formOrJsonBody(raw: Buffer | undefined): unknown {
  const text = raw?.toString('utf8').trim() ?? '';
  if (text.startsWith('{') || text.startsWith('[')) {
    try {
      return JSON.parse(text);
    } catch (error) {
      throw ValidationError.field(
        'body',
        `The body is not valid JSON: ${(error as Error).message}`,
        ErrorCode.MalformedJson,
      );
    }
  }
  return parse(text, { depth: 5, arrayLimit: 100, parameterLimit: 1000 });
}
