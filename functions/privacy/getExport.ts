import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { ExportIdPath } from '../../shared/schemas/privacy.ts';
import { exportFor } from '../../shared/domain/privacy/export.ts';
import { exportView } from '../../shared/domain/privacy/views.ts';

// One of the caller's exports: Pending, Ready (with a link valid 15 minutes) or Failed (docs/privacy.md)
export const handler = endpoint(async ({ principal, pathParameters, baseUrl }) => {
  const { exportId } = parseInput(ExportIdPath, pathParameters, 'path');
  const { found, link } = await exportFor(principal, exportId);
  return ok(exportView(found, baseUrl, link));
});
