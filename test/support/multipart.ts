import { PDFDocument } from 'pdf-lib';

// A multipart body as a browser builds it (FormData through fetch's Request): text fields, and files with a name;
// and the smallest real files to send in one.

/** A real image, the smallest: a 1x1 PNG (what file-type sniffs as image/png). */
export const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A real PDF (what file-type sniffs as application/pdf): one page, with `text` on it when given. */
export async function onePagePdf(text?: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  if (text) page.drawText(text);
  return Buffer.from(await doc.save());
}

export interface FilePart {
  name: string;
  type: string;
  data: Buffer | string;
  filename?: string;
}

/** The raw body and its Content-Type (with the boundary), for `api.call`. */
export async function multipart(
  fields: Record<string, string>,
  files: FilePart[],
): Promise<{ rawBody: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append(file.name, new Blob([file.data], { type: file.type }), file.filename ?? 'upload.bin');
  const request = new Request('http://local/', { method: 'POST', body: form });
  return {
    rawBody: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
