import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { callersCertificates } from '../../shared/domain/vetting/certificate-files.ts';
import { certificateListView } from '../../shared/domain/vetting/views.ts';

// docs/vetting.md, "Certificates of insurance": the caller's certificates, in force or expired, newest first
export const handler = endpoint(async ({ principal, baseUrl }) =>
  ok(certificateListView(await callersCertificates(principal), baseUrl)),
);
