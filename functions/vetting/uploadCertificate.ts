import { endpoint } from '../../shared/http/endpoint.ts';
import { created } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { parseMultipart, textFields } from '../../shared/http/multipart.ts';
import { certificateAmounts, CertificateFields } from '../../shared/schemas/vetting.ts';
import { MAX_CERTIFICATE_BYTES } from '../../shared/domain/vetting/certificates.ts';
import { uploadCertificate } from '../../shared/domain/vetting/certificate-files.ts';
import { filePart } from '../../shared/domain/uploads.ts';
import { certificateUrl, certificateView } from '../../shared/domain/vetting/views.ts';

// docs/vetting.md, "Certificates of insurance": multipart, the PDF as `file` beside insurer, policyNumber,
// cargoInsurance and/or liabilityInsurance (US dollars) and expiresOn
export const handler = endpoint(async ({ principal, headers, rawBody, baseUrl }) => {
  const parts = await parseMultipart(headers['content-type'], rawBody, { fileBytes: MAX_CERTIFICATE_BYTES, parts: 8 });
  const fields = parseInput(CertificateFields, textFields(parts, certificateAmounts));
  const certificate = await uploadCertificate(principal, fields, filePart(parts));
  return created(certificateUrl(certificate.certificateId, baseUrl), certificateView(certificate, baseUrl));
});
