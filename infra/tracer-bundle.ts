import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

// Powertools Tracer (with the X-Ray SDK) bundled once per synth, shipped beside every function's
// index.mjs as tracer.mjs (infra/functions.ts) and imported only by the first invocation X-Ray samples
// (shared/observability/tracing.ts), so no cold start parses it.

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
let file: string | undefined;

export function tracerBundle(): string {
  if (!file) {
    file = join(mkdtempSync(join(tmpdir(), 'tracer-')), 'tracer.mjs');
    buildSync({
      stdin: {
        contents: "export { Tracer } from '@aws-lambda-powertools/tracer';",
        resolveDir: repoRoot,
        loader: 'js',
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      minify: true,
      mainFields: ['module', 'main'],
      outfile: file,
      logLevel: 'error',
      // CommonJS dependencies (the X-Ray SDK) inside an ESM bundle still call require()
      banner: { js: "import{createRequire as __cr}from'module';const require=__cr(import.meta.url);" },
    });
  }
  return file;
}
