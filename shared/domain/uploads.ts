import { fileTypeFromBuffer } from 'file-type/core';
import { canonicalMediaType } from './media-types.ts';
import { ValidationError } from '../errors.ts';

/**
 * How long a stored file's signed download address works (a listing document, a certificate of insurance): long
 * enough to start a download, too short to share.
 */
export const DOWNLOAD_SECONDS = 300;

/** One part of a multipart form as the domain receives it (a profile image, a document). */
export interface FormPart {
  /** The form field name. */
  name: string;
  /** The part's own Content-Type. */
  contentType: string;
  filename?: string;
  data: Buffer;
}

/**
 * What a file is by its magic bytes (file-type), whatever it was declared as; undefined when not
 * recognised. The buffer-only entry: the node entry adds file and stream readers this never uses.
 */
export const sniffedType = async (bytes: Uint8Array): Promise<string | undefined> =>
  (await fileTypeFromBuffer(bytes))?.mime;

/** Declared types that say nothing about the content: the sniffed type decides. */
const unspecific = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

/**
 * The file's real type by its magic bytes, one of `accepted`, which a declared type must agree with: else 400 naming
 * the part (`what` says what it must be).
 */
export async function fileTypeOf(file: FormPart, accepted: readonly string[], what: string): Promise<string> {
  const sniffed = await sniffedType(file.data);
  if (!sniffed || !accepted.includes(sniffed)) {
    throw ValidationError.field(
      file.name,
      `Part '${file.name}' is ${sniffed ?? 'not a recognised file type'}; ${what}.`,
    );
  }
  const declared = canonicalMediaType(file.contentType);
  if (!unspecific.has(declared) && declared !== sniffed) {
    throw ValidationError.field(
      file.name,
      `Part '${file.name}' is declared ${file.contentType} but its content is ${sniffed}.`,
    );
  }
  return sniffed;
}

/** A file name safe to store and to send back: its last path segment, printable, at most 200 characters. */
export function safeFileName(sent: string | undefined, fallback: string): string {
  const name = (sent ?? '')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- control characters are what a file name loses here
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(-200);
  return name || fallback;
}

/** The file of an upload (a document, a certificate): its `file` part, which must carry a file name. */
export function filePart(parts: FormPart[]): FormPart {
  const file = parts.find((p) => p.name === 'file');
  if (!file?.data.length) throw ValidationError.field('file', "Send the file as a non-empty 'file' part.");
  // busboy reads a part without a file name as a text field: its bytes are not the file's
  if (file.filename === undefined)
    throw ValidationError.field(
      'file',
      'The \'file\' part needs a file name (Content-Disposition: form-data; name="file"; filename="...").',
    );
  return file;
}
