import busboy from 'busboy';
import type { FormPart } from '../domain/uploads.ts';
import { ErrorCode, PayloadTooLargeError, ValidationError } from '../errors.ts';

// multipart/form-data bodies (spec 4 rule 5), parsed by busboy from the buffered body Lambda gets.

/** A text (non-file) part's largest size; larger is 400 naming the part. */
export const MAX_TEXT_PART_BYTES = 64 * 1024;

export async function parseMultipart(
  contentType: string | undefined,
  body: Buffer | undefined,
  limits: { fileBytes: number; parts: number },
): Promise<FormPart[]> {
  // The spec writes `multipart/formdata`; clients following it literally are served too.
  const normalized = (contentType ?? '').replace(/^multipart\/formdata/i, 'multipart/form-data');
  if (!/^multipart\/form-data/i.test(normalized) || !/boundary=/i.test(normalized)) {
    throw ValidationError.field(
      'Content-Type',
      'The body must be multipart/form-data with a boundary (let the HTTP client set this header).',
      ErrorCode.UnsupportedMediaType,
    );
  }
  if (!body?.length) throw ValidationError.field('body', 'The multipart body is empty.', ErrorCode.Required);
  return new Promise<FormPart[]>((resolve, reject) => {
    const parts: FormPart[] = [];
    let failed = false;
    const fail = (error: Error) => {
      if (!failed) reject(error);
      failed = true;
    };
    const parser = busboy({
      headers: { 'content-type': normalized },
      // busboy signals its limit on reaching it, so it gets one part of headroom and we count
      limits: {
        fileSize: limits.fileBytes,
        parts: limits.parts + 1,
        files: limits.parts + 1,
        fieldSize: MAX_TEXT_PART_BYTES,
      },
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new PayloadTooLargeError(limits.fileBytes, name)));
      // A body cut inside a file ("Unexpected end of form") errors the file's stream as well as the
      // parser: unheard, that error stops the process (every stream a request opens is listened to).
      stream.on('error', (error: Error) =>
        fail(ValidationError.field('body', `The multipart body is malformed in part "${name}": ${error.message}`)),
      );
      stream.on('close', () =>
        parts.push({
          name,
          contentType: info.mimeType.toLowerCase(),
          filename: info.filename,
          data: Buffer.concat(chunks),
        }),
      );
    });
    // A part without a filename arrives as a field; it keeps its own content type all the same.
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated)
        fail(ValidationError.field(name, `A text part holds at most ${MAX_TEXT_PART_BYTES} bytes.`));
      else parts.push({ name, contentType: info.mimeType.toLowerCase(), data: Buffer.from(value, 'utf8') });
    });
    const tooMany = () => fail(ValidationError.field('body', `At most ${limits.parts} parts are accepted.`));
    parser.on('partsLimit', tooMany);
    parser.on('filesLimit', tooMany);
    parser.on('error', (error: Error) =>
      fail(ValidationError.field('body', `The multipart body is malformed: ${error.message}`)),
    );
    parser.on('close', () => {
      if (failed) return;
      if (parts.length > limits.parts)
        fail(ValidationError.field(parts[limits.parts]!.name, `At most ${limits.parts} parts are accepted.`));
      else resolve(parts);
    });
    parser.end(body);
  });
}

/**
 * The text fields of a multipart body (parts without a file name), for the JSON body's schema to
 * parse: the fields named in `numbers` become numbers when they read as one (else they stay text,
 * and the schema names them).
 */
export function textFields(parts: FormPart[], numbers: readonly string[] = []): Record<string, string | number> {
  return Object.fromEntries(
    parts
      .filter((p) => p.filename === undefined)
      .map((p) => {
        const text = p.data.toString('utf8');
        return [p.name, numbers.includes(p.name) && /^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : text];
      }),
  );
}
