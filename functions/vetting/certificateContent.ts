import { endpoint } from '../../shared/http/endpoint.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { CertificatePath } from '../../shared/schemas/vetting.ts';
import { certificateDownload } from '../../shared/domain/vetting/certificate-files.ts';

// docs/vetting.md, "Certificates of insurance": the PDF, by a redirect to a signed S3 address valid for five minutes
// (as a listing document's, docs/attachments.md). Never cached: the address expires.
export const handler = endpoint(async ({ principal, pathParameters }) => {
  const { certificateId } = parseInput(CertificatePath, pathParameters, 'path');
  return {
    status: 302,
    headers: { location: await certificateDownload(principal, certificateId), 'cache-control': 'no-store' },
  };
});
