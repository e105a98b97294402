import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { siteFiles, type SiteConfig } from '../local/developer-site.ts';
import { fail } from './target.ts';

// `npm run build:site -- --sandbox URL --production URL [--out DIR]`: the developer site as static
// files for any static host (docs/developer-site.md). Deploy each stage with
// `-c developerSiteOrigins=<the site's origin>` so its API accepts the site's calls.

const usage =
  'usage: npm run build:site -- --sandbox https://sandbox-api.example.com --production https://api.example.com ' +
  '[--out site-dist]';

export async function buildSite(config: SiteConfig, out: string): Promise<string[]> {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  for (const [path, source] of Object.entries(siteFiles)) {
    await mkdir(dirname(join(out, path)), { recursive: true });
    await copyFile(resolve(root, source), join(out, path));
  }
  await writeFile(join(out, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  return [...Object.keys(siteFiles), 'config.json'];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      sandbox: { type: 'string' },
      production: { type: 'string' },
      out: { type: 'string', default: 'site-dist' },
    },
  });
  if (!values.sandbox || !values.production) fail(usage);
  const strip = (url: string) => url.replace(/\/+$/, '');
  const written = await buildSite(
    { stages: { sandbox: strip(values.sandbox), production: strip(values.production) } },
    resolve(values.out),
  );
  console.log(`Wrote ${written.length} files to ${values.out}: ${written.join(', ')}`);
}
