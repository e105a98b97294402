import { bundle } from './measure.ts';
import { routes, streamConsumers, scheduledJobs } from '../shared/routes.ts';
import { mkdtempSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
const work = mkdtempSync(join(tmpdir(), 'size-'));
const root = resolve(import.meta.dirname, '..');
const want = new Set(process.argv.slice(2));
for (const r of [...routes, ...streamConsumers, ...scheduledJobs]) {
  if (want.size && !want.has(r.id)) continue;
  const b = await bundle(join(work, `${r.id}.mjs`), `export { handler } from './${r.handler}';`, root);
  console.log(r.id, ((b.bytes - b.sdkBytes) / 1024).toFixed(1), 'KB own');
}
