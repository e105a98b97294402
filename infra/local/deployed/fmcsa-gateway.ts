import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FaultInjector } from './faults.ts';
import { MAINTENANCE_PAGE } from '../fmcsa.ts';

// The as-deployed runtime's road to FMCSA (docs/vetting.md): a function whose template names QCMobile
// (FMCSA_BASE_URL) reaches the stand-in through here instead, as a deployed stage reaches mobile.fmcsa.dot.gov
// over the internet. The first path segment names the calling function, so that `fmcsa.error` is drawn per
// function like every fault (./faults.ts): FMCSA's maintenance page (503, HTML) or a 500.

export interface FmcsaGateway {
  /** FMCSA_BASE_URL for a function: the stand-in's paths, behind its name. */
  baseUrlFor(functionName: string): string;
  close(): Promise<void>;
}

export async function startFmcsaGateway(standInBaseUrl: string, faults?: FaultInjector): Promise<FmcsaGateway> {
  const upstream = new URL(standInBaseUrl);
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const [, caller = '', ...rest] = url.pathname.split('/');
    if (faults?.fires('fmcsa.error', caller)) {
      const maintenance = faults.choose('fmcsa.error', caller, 2) === 0;
      response.writeHead(maintenance ? 503 : 500, { 'content-type': 'text/html;charset=UTF-8' });
      response.end(maintenance ? MAINTENANCE_PAGE : '<html><body>Internal Server Error</body></html>');
      return;
    }
    fetch(`${upstream.origin}/${rest.join('/')}${url.search}`, { method: request.method })
      .then(async (answer) => {
        response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
        response.end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch(() => {
        response.socket?.destroy();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrlFor: (functionName) =>
      `${origin}/${encodeURIComponent(functionName)}${upstream.pathname.replace(/\/$/, '')}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
