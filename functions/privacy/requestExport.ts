import { endpoint } from '../../shared/http/endpoint.ts';
import { requestExport } from '../../shared/domain/privacy/export.ts';
import { exportUrl, exportView } from '../../shared/domain/privacy/views.ts';

// A copy of everything about the caller (docs/privacy.md): 202, Location the export to poll; one a day
export const handler = endpoint(async ({ principal, baseUrl }) => {
  const requested = await requestExport(principal, baseUrl);
  return {
    status: 202,
    body: exportView(requested, baseUrl),
    headers: { location: exportUrl(requested.exportId, baseUrl) },
  };
});
