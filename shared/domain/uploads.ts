/** One part of a multipart form as the domain receives it (a profile image, a document). */
export interface FormPart {
  /** The form field name. */
  name: string;
  /** The part's own Content-Type. */
  contentType: string;
  filename?: string;
  data: Buffer;
}
