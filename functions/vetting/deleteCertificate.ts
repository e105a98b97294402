import { endpoint } from '../../shared/http/endpoint.ts';
import { noContent } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { CertificatePath } from '../../shared/schemas/vetting.ts';
import { deleteCertificate } from '../../shared/domain/vetting/certificate-files.ts';

// docs/vetting.md, "Certificates of insurance": the certificate, its PDF and its reminders to come, gone
export const handler = endpoint(async ({ principal, pathParameters }) => {
  const { certificateId } = parseInput(CertificatePath, pathParameters, 'path');
  await deleteCertificate(principal, certificateId);
  return noContent();
});
