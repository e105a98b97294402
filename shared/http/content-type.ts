// What a request's body is, from its Content-Type and its first bytes: JSON, or a multipart form and its
// boundary. Kept apart from the multipart parser, so that every function can ask without bundling it.

function isJsonType(contentType: string | undefined): boolean {
  if (!contentType) return true; // clients that send JSON without saying so are served
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json') || type === 'text/json';
}

/** multipart/form-data, or the spec's spelling `multipart/formdata` (spec 4 rule 5). */
export const isMultipart = (contentType: string | undefined) => /^multipart\/form-?data/i.test(contentType ?? '');

/** A multipart body's boundary (`boundary=abc` or `boundary="a b"`); undefined for any other body. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  if (!isMultipart(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2];
}

/** `{` or `[` first, past a byte order mark and whitespace: a JSON object or array, whatever type was declared. */
function startsAsJson(body: Buffer): boolean {
  let at = body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf ? 3 : 0;
  while (body[at] === 0x20 || body[at] === 0x09 || body[at] === 0x0a || body[at] === 0x0d) at++;
  return body[at] === 0x7b || body[at] === 0x5b;
}

/**
 * Whether a body is read as JSON: declared JSON, or declared nothing; or, under any other type but a multipart form,
 * a JSON object or array all the same. fetch sends a string as text/plain and `curl -d` as a form; their clients
 * meant JSON, and no route takes an object or array in another encoding.
 */
export const readsAsJson = (contentType: string | undefined, body: Buffer) =>
  isJsonType(contentType) || (!isMultipart(contentType) && startsAsJson(body));
