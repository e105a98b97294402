import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { QcCarrier } from '../../shared/net/fmcsa.ts';

// A local stand-in of FMCSA's QCMobile API (docs/vetting.md), as MailDev stands in for SES: the
// same paths, `webKey` parameter, envelope and field names, serving the carriers of a JSON file
// that it reads at every call, so that a test or a person can put a carrier out
// of service while the API runs. `maintenance: true` in the file answers QCMobile's maintenance
// page (HTML, 503) to every call, as FMCSA does when it is down.

/** The file: the carriers as QCMobile's `content.carrier`, the MC dockets that name them, and the outage switch. */
export interface FmcsaCarriersFile {
  carriers: QcCarrier[];
  docketNumbers?: { prefix: string; docketNumber: string; dotNumber: number | string }[];
  maintenance?: boolean;
}

/** The webKey the stand-in takes (the local runtime's FMCSA_WEB_KEY); any other is refused as QCMobile does. */
export const LOCAL_FMCSA_WEB_KEY = 'local-web-key';

export interface FmcsaStandIn {
  /** QCMobile's services root: `<url>/carriers/{dot}` and the rest. */
  baseUrl: string;
  /** Calls answered, by path pattern: what a test reads to see the pace. */
  calls: Map<string, number>;
  stop(): Promise<void>;
}

export const MAINTENANCE_PAGE =
  '<!DOCTYPE html><html><head><title>QCMobile - Scheduled Maintenance</title></head><body><h1>The system is ' +
  'currently undergoing maintenance.</h1><p>Please try again later.</p></body></html>';

/** A few carriers to start from (`npm start` writes them when the file is missing): one of each case vetting tells. */
export const sampleCarriers: FmcsaCarriersFile = {
  carriers: [
    {
      dotNumber: 1000001,
      legalName: 'LONE STAR AUTO TRANSPORT LLC',
      dbaName: null,
      allowedToOperate: 'Y',
      statusCode: 'A',
      commonAuthorityStatus: 'A',
      contractAuthorityStatus: 'N',
      brokerAuthorityStatus: 'N',
      bipdInsuranceOnFile: '1000',
      bipdInsuranceRequired: 'Y',
      bipdRequiredAmount: '750',
      cargoInsuranceOnFile: '100',
      bondInsuranceOnFile: '0',
      oosDate: null,
      safetyRating: 'S',
      phyStreet: '1100 S CONGRESS AVE',
      phyCity: 'AUSTIN',
      phyState: 'TX',
      phyZipcode: '78704',
      phyCountry: 'US',
    },
    {
      dotNumber: 1000002,
      legalName: 'DESERT HAUL INC',
      allowedToOperate: 'N',
      statusCode: 'A',
      commonAuthorityStatus: 'A',
      contractAuthorityStatus: 'N',
      brokerAuthorityStatus: 'N',
      bipdInsuranceOnFile: '750',
      bipdInsuranceRequired: 'Y',
      bipdRequiredAmount: '750',
      cargoInsuranceOnFile: '0',
      bondInsuranceOnFile: '0',
      oosDate: '2026-10-02',
      safetyRating: 'U',
      phyStreet: '455 W CONGRESS ST',
      phyCity: 'TUCSON',
      phyState: 'AZ',
      phyZipcode: '85701',
      phyCountry: 'US',
    },
    {
      dotNumber: 1000003,
      legalName: 'NO AUTHORITY TRUCKING',
      allowedToOperate: 'N',
      statusCode: 'A',
      commonAuthorityStatus: 'N',
      contractAuthorityStatus: 'N',
      brokerAuthorityStatus: 'N',
      bipdInsuranceOnFile: '0',
      bipdInsuranceRequired: 'Y',
      bipdRequiredAmount: '750',
      cargoInsuranceOnFile: '0',
      bondInsuranceOnFile: '0',
      oosDate: null,
      phyStreet: '1 MAIN ST',
      phyCity: 'DENVER',
      phyState: 'CO',
      phyZipcode: '80202',
      phyCountry: 'US',
    },
    {
      dotNumber: 1000004,
      legalName: 'GREAT LAKES FREIGHT BROKERS LLC',
      allowedToOperate: 'Y',
      statusCode: 'A',
      commonAuthorityStatus: 'N',
      contractAuthorityStatus: 'N',
      brokerAuthorityStatus: 'A',
      bipdInsuranceOnFile: '0',
      bipdInsuranceRequired: 'N',
      bipdRequiredAmount: '0',
      cargoInsuranceOnFile: '0',
      bondInsuranceOnFile: '75',
      oosDate: null,
      phyStreet: '233 S WACKER DR',
      phyCity: 'CHICAGO',
      phyState: 'IL',
      phyZipcode: '60606',
      phyCountry: 'US',
    },
  ],
  docketNumbers: [
    { prefix: 'MC', docketNumber: '700001', dotNumber: 1000001 },
    { prefix: 'MC', docketNumber: '700002', dotNumber: 1000002 },
    { prefix: 'MC', docketNumber: '700003', dotNumber: 1000003 },
    { prefix: 'MC', docketNumber: '700004', dotNumber: 1000004 },
  ],
};

/** Writes the sample carriers when the file is missing (a person's `.data/fmcsa/carriers.json` is left alone). */
function ensureCarriersFile(file: string): void {
  if (existsSync(file)) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(sampleCarriers, null, 2)}\n`);
}

/** Changes the carriers file as a person editing it would (tests put a carrier out of service with it). */
export function editCarriersFile(file: string, change: (carriers: FmcsaCarriersFile) => void): void {
  const carriers = JSON.parse(readFileSync(file, 'utf8')) as FmcsaCarriersFile;
  change(carriers);
  writeFileSync(file, `${JSON.stringify(carriers, null, 2)}\n`);
}

/**
 * The file as it is now: read at every call (a change within the same clock tick counts too), parsed again only when
 * its text changed.
 */
function carriersReader(file: string): () => FmcsaCarriersFile {
  let seen: string | undefined;
  let carriers: FmcsaCarriersFile = { carriers: [] };
  return () => {
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (text !== seen) {
      seen = text;
      carriers = text ? (JSON.parse(text) as FmcsaCarriersFile) : { carriers: [] };
    }
    return carriers;
  };
}

/** Serves the carriers `file` holds, written with the sample carriers first when it is missing. */
export async function startFmcsaStandIn(options: { file: string; port?: number }): Promise<FmcsaStandIn> {
  ensureCarriersFile(options.file);
  const read = carriersReader(options.file);
  const calls = new Map<string, number>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
      response.end(JSON.stringify(body));
    };
    const docket = /^\/qc\/services\/carriers\/docket-number\/([^/]+)$/.exec(url.pathname);
    const carrier = /^\/qc\/services\/carriers\/(\d+)(\/(authority|oos|basics))?$/.exec(url.pathname);
    // every call counts, an outage's too: what a test reads to see that the circuit spared FMCSA
    const pattern = docket ? 'docket-number' : carrier ? (carrier[3] ?? 'carrier') : 'other';
    calls.set(pattern, (calls.get(pattern) ?? 0) + 1);
    let file: FmcsaCarriersFile;
    try {
      file = read();
    } catch (error) {
      send(500, { error: `carriers file: ${(error as Error).message}` });
      return;
    }
    if (file.maintenance) {
      response.writeHead(503, { 'content-type': 'text/html;charset=UTF-8' });
      response.end(MAINTENANCE_PAGE);
      return;
    }
    if (url.searchParams.get('webKey') !== LOCAL_FMCSA_WEB_KEY) {
      send(401, { content: 'Webkey not found', retrievalDate: new Date().toISOString() });
      return;
    }
    const answer = (content: unknown) => send(200, { content, retrievalDate: new Date().toISOString() });
    const byDot = (dot: string) => file.carriers.find((c) => String(c.dotNumber) === dot);
    if (request.method !== 'GET' || (!docket && !carrier)) {
      send(404, { content: null, retrievalDate: new Date().toISOString() });
      return;
    }
    if (docket) {
      const number = decodeURIComponent(docket[1]!).replace(/^MC-?/i, '');
      const dots = (file.docketNumbers ?? []).filter((d) => d.docketNumber === number).map((d) => String(d.dotNumber));
      return answer(dots.flatMap((dot) => (byDot(dot) ? [{ carrier: byDot(dot) }] : [])));
    }
    const found = byDot(carrier![1]!);
    if (!found) return answer(null);
    if (carrier![3] === 'authority')
      return answer([
        {
          carrierAuthority: {
            commonAuthorityStatus: found.commonAuthorityStatus,
            contractAuthorityStatus: found.contractAuthorityStatus,
            brokerAuthorityStatus: found.brokerAuthorityStatus,
            dotNumber: found.dotNumber,
          },
        },
      ]);
    if (carrier![3] === 'oos') return answer(found.oosDate ? [{ oos: { oosDate: found.oosDate } }] : []);
    if (carrier![3] === 'basics') return answer([]);
    return answer({ carrier: found });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/qc/services`,
    calls,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
