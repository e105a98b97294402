import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { transform } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import clientPackage from '../../sdk/package.json' with { type: 'json' };
import { apiForThisFile } from '../support/api.ts';

// The client as integrators get it (docs/client.md, "The package"): built (ESM and CommonJS, with
// declarations), packed with npm pack, installed from the tarball into a fresh project outside the
// repository, where the README's flow (sdk/examples/flow.ts, its types stripped) runs from plain
// JavaScript both ways, and the same file type-checks under moduleResolution node16 and bundler.

const run = promisify(execFile);
const api = apiForThisFile();
const sdk = resolve(import.meta.dirname, '..', '..', 'sdk');
let project: string;

beforeAll(async () => {
  await run('npm', ['run', 'build', '-w', '@shipping-marketplace/client'], { cwd: resolve(sdk, '..') });
  project = await mkdtemp(join(tmpdir(), 'client-package-'));
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', project], { cwd: sdk });
  const tarball = join(project, (JSON.parse(stdout) as { filename: string }[])[0]!.filename);
  await writeFile(
    join(project, 'package.json'),
    JSON.stringify({ name: 'integrator', version: '1.0.0', private: true }),
  );
  const typescript = JSON.parse(await readFile(join(sdk, 'package.json'), 'utf8')).devDependencies.typescript as string;
  // from the npm cache where it has them (the repository's install filled it), else the registry
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', tarball, `typescript@${typescript}`], {
    cwd: project,
  });
  const flow = await readFile(join(sdk, 'examples', 'flow.ts'), 'utf8');
  const strip = async (format: 'esm' | 'cjs') =>
    (await transform(flow, { loader: 'ts', format, target: 'es2022' })).code;
  await writeFile(join(project, 'flow.mjs'), await strip('esm'));
  await writeFile(join(project, 'flow.cjs'), await strip('cjs'));
  await writeFile(join(project, 'flow.ts'), flow);
}, 300_000);

afterAll(async () => {
  if (project) await rm(project, { recursive: true, force: true });
});

describe('@shipping-marketplace/client, packed and installed', () => {
  it('holds its build, declarations, README and changelog, and nothing of the repository but the client', async () => {
    const installed = join(project, 'node_modules', '@shipping-marketplace', 'client');
    expect((await readdir(join(installed, 'dist'))).sort()).toEqual([
      'index.cjs',
      'index.d.cts',
      'index.d.ts',
      'index.js',
    ]);
    expect((await readdir(installed)).sort()).toEqual(['CHANGELOG.md', 'README.md', 'dist', 'package.json', 'src']);
    // resolved inside the fresh project, never through the workspace: required and imported
    const required = await run(process.execPath, ['-p', "require.resolve('@shipping-marketplace/client')"], {
      cwd: project,
    });
    expect(required.stdout.trim()).toBe(join(installed, 'dist', 'index.cjs'));
    const imported = await run(
      process.execPath,
      ['--input-type=module', '-e', "console.log(import.meta.resolve('@shipping-marketplace/client'))"],
      { cwd: project },
    );
    expect(imported.stdout.trim()).toBe(`file://${join(installed, 'dist', 'index.js')}`);
  });

  it('publint and Are the Types Wrong find nothing to report (every resolution mode finds its build and its types)', async () => {
    const { stdout } = await run('npm', ['run', 'check:package', '-w', '@shipping-marketplace/client'], {
      cwd: resolve(sdk, '..'),
    });
    expect(stdout).toContain('All good!');
    expect(stdout).toContain('No problems found');
  });

  it('runs the README’s flow from plain JavaScript, imported (ESM) and required (CommonJS)', async () => {
    const shipper = await api.user('Shipper');
    const provider = await api.user('ServiceProvider');
    const keys = JSON.stringify({ shipper: shipper.key, provider: provider.key });
    const esm = `import { shipSofa } from './flow.mjs'; const r = await shipSofa(${JSON.stringify(api.url)}, ${keys}); console.log(JSON.stringify({ listingId: r.listingId, bid: r.bid.listingId, statuses: r.tracking.shipmentTrackingStatuses.map((s) => s.status) }));`;
    const cjs = `const { shipSofa } = require('./flow.cjs'); shipSofa(${JSON.stringify(api.url)}, ${keys}).then((r) => console.log(JSON.stringify({ listingId: r.listingId, bid: r.bid.listingId, statuses: r.tracking.shipmentTrackingStatuses.map((s) => s.status) })));`;
    for (const [flag, code] of [
      ['--input-type=module', esm],
      ['--input-type=commonjs', cjs],
    ] as const) {
      const { stdout } = await run(process.execPath, [flag, '-e', code], {
        cwd: project,
        env: { ...process.env, NODE_OPTIONS: '' },
      });
      const result = JSON.parse(stdout) as { listingId: number; bid: number; statuses: string[] };
      expect(result.bid, flag).toBe(result.listingId);
      expect(result.statuses, flag).toEqual(expect.arrayContaining(['Dispatched', 'PickedUp']));
    }
  });

  it('type-checks the flow under moduleResolution node16 and bundler', async () => {
    const settings = {
      node16: { module: 'node16', moduleResolution: 'node16' },
      bundler: { module: 'esnext', moduleResolution: 'bundler' },
    };
    for (const [name, options] of Object.entries(settings)) {
      await writeFile(
        join(project, `tsconfig.${name}.json`),
        JSON.stringify({
          compilerOptions: {
            ...options,
            target: 'es2022',
            strict: true,
            noEmit: true,
            skipLibCheck: false,
            types: [],
            lib: ['es2022', 'dom'],
          },
          files: ['flow.ts'],
        }),
      );
      const checked = await run(
        process.execPath,
        [join(project, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', `tsconfig.${name}.json`],
        { cwd: project },
      ).then(
        () => 'ok',
        (error: { stdout: string }) => error.stdout,
      );
      expect(checked, name).toBe('ok');
    }
  });
});

describe('npm run release -- --dry-run', () => {
  // here, not beside the contract check: both build sdk/dist, and two files run at once
  const release = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'infra/ops/release.ts', '--dry-run', ...args], {
      cwd: resolve(sdk, '..'),
      env: { ...process.env, NODE_OPTIONS: '' },
    });

  it('shows what would be published: the version, the documents’ version, the tarball’s files', async () => {
    const { stdout } = await release();
    expect(stdout).toContain(
      `@shipping-marketplace/client@${clientPackage.version}; the API document's info.version ${clientPackage.version}`,
    );
    expect(stdout).toContain('No breaking change since the last release.');
    expect(stdout).toMatch(/Would publish shipping-marketplace-client-[\d.]+\.tgz/);
    for (const file of ['dist/index.js', 'dist/index.cjs', 'dist/index.d.ts', 'dist/index.d.cts', 'CHANGELOG.md'])
      expect(stdout).toContain(`  ${file} (`);
  }, 120_000);

  it('refuses (exit 1) when the documents break a client without a major release naming it, and names the change', async () => {
    const documents = await mkdtemp(join(tmpdir(), 'documents-'));
    try {
      const changed = {
        openapi: JSON.parse(await readFile(resolve(sdk, '..', 'shared/contract/data/openapi.json'), 'utf8')),
        asyncapi: JSON.parse(await readFile(resolve(sdk, '..', 'shared/contract/data/asyncapi.json'), 'utf8')),
      };
      delete changed.openapi.paths['/v2/listings/{listingId}'].get.responses['200'].content['application/json'].schema
        .properties.title;
      await writeFile(join(documents, 'openapi.json'), JSON.stringify(changed.openapi));
      await writeFile(join(documents, 'asyncapi.json'), JSON.stringify(changed.asyncapi));
      await expect(release('--documents', documents)).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('GET /v2/listings/{listingId} 200: title'),
      });
    } finally {
      await rm(documents, { recursive: true, force: true });
    }
  }, 120_000);
});
