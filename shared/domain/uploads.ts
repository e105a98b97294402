import { fileTypeFromBuffer } from 'file-type/core';

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
