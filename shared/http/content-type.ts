// What a request's Content-Type says of its body: JSON, or a multipart form and its boundary. Kept apart from the
// multipart parser, so that every function can ask without bundling it.

export function isJsonType(contentType: string | undefined): boolean {
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
