import { readFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Stage } from '../../shared/domain/auth/api-keys.ts';

// The developer site (docs/developer-site.md): static files from site/ plus Swagger UI's two, and
// a config.json naming each stage's API. The local server serves them under /developers/;
// `npm run build:site` writes the same files to a folder any static host can serve.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Site path -> file in the repo. */
export const siteFiles: Record<string, string> = {
  'index.html': 'site/index.html',
  'keys.html': 'site/keys.html',
  'keys.js': 'site/keys.js',
  'reference.js': 'site/reference.js',
  'events.html': 'site/events.html',
  'events.js': 'site/events.js',
  'changelog.html': 'site/changelog.html',
  'changelog.js': 'site/changelog.js',
  'changelog.md': 'sdk/CHANGELOG.md',
  'site.css': 'site/site.css',
  'reference.css': 'site/reference.css',
  'vendor/swagger-ui.css': 'node_modules/swagger-ui-dist/swagger-ui.css',
  'vendor/swagger-ui-bundle.js': 'node_modules/swagger-ui-dist/swagger-ui-bundle.js',
};

export interface SiteConfig {
  /** Each stage's API base URL; the key page offers them in this order. */
  stages: Partial<Record<Stage, string>>;
}

export const SITE_PREFIX = '/developers/';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.md': 'text/markdown; charset=utf-8',
};

export const readSiteFile = (path: string): Promise<Buffer> => readFile(resolve(repoRoot, siteFiles[path]!));

/** The answer to a GET under /developers/, or undefined when the path is not the site's. */
export async function siteResponse(
  pathname: string,
  config: SiteConfig,
): Promise<{ status: number; headers: Record<string, string>; body: Buffer } | undefined> {
  if (pathname === SITE_PREFIX.slice(0, -1))
    return { status: 308, headers: { location: SITE_PREFIX }, body: Buffer.alloc(0) };
  if (!pathname.startsWith(SITE_PREFIX)) return undefined;
  const path = pathname.slice(SITE_PREFIX.length) || 'index.html';
  if (path === 'config.json')
    return {
      status: 200,
      headers: { 'content-type': contentTypes['.json']!, 'cache-control': 'no-store' },
      body: Buffer.from(JSON.stringify(config)),
    };
  if (!(path in siteFiles)) return undefined;
  return {
    status: 200,
    headers: { 'content-type': contentTypes[extname(path)] ?? 'application/octet-stream', 'cache-control': 'no-cache' },
    body: await readSiteFile(path),
  };
}
