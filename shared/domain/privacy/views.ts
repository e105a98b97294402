import type { DataExport } from './types.ts';

export const exportUrl = (exportId: string, baseUrl: string) => `${baseUrl}/v2/users/me/exports/${exportId}`;

/** An export as its owner sees it; `link` only once Ready (a fresh one, valid 15 minutes, at each read). */
export function exportView(found: DataExport, baseUrl: string, link?: { href: string; expiresOn: string }) {
  return {
    exportId: found.exportId,
    status: found.status,
    requestedOn: found.requestedOn,
    ...(found.completedOn ? { completedOn: found.completedOn } : {}),
    ...(found.failure ? { failure: found.failure } : {}),
    ...(link ? { link } : {}),
    links: [{ rel: 'Self', verb: 'GET', href: exportUrl(found.exportId, baseUrl), title: 'this export' }],
  };
}
