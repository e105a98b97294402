import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { CertificatePath } from '../../shared/schemas/vetting.ts';
import { callersCertificate } from '../../shared/domain/vetting/certificate-files.ts';
import { certificateView } from '../../shared/domain/vetting/views.ts';

// docs/vetting.md, "Certificates of insurance": one of the caller's (another's is 404)
export const handler = endpoint(async ({ principal, pathParameters, baseUrl }) => {
  const { certificateId } = parseInput(CertificatePath, pathParameters, 'path');
  return ok(certificateView(await callersCertificate(principal, certificateId), baseUrl));
});
