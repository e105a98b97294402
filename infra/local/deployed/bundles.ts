import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// What a synthesized assembly's bundles need beside them. A module that reads a data file names it
// as `new URL('./data/<file>', import.meta.url)`; esbuild keeps that string, and the stack copies
// the file into the asset's data/ (infra/functions.ts, dataFiles). A file named but not copied throws
// on the first request that reads it, in AWS as here.

const namedDataFile = /["'`]\.\/data\/([\w.-]+)["'`]/g;

/** The asset directories of an assembly: one per distinct handler module. */
export const assetsOf = (assembly: string): string[] =>
  readdirSync(assembly)
    .filter((entry) => entry.startsWith('asset.'))
    .map((entry) => join(assembly, entry));

/** The data files a bundle's code names (their file names). */
export const dataFilesNamedIn = (code: string): string[] =>
  [...new Set([...code.matchAll(namedDataFile)].map((match) => match[1]!))].sort();

/** The data files an asset's bundle names. */
export const dataFilesNamed = (asset: string): string[] =>
  dataFilesNamedIn(readFileSync(join(asset, 'index.mjs'), 'utf8'));

/** Every data file a bundle names that its asset lacks, as `asset.<hash>/data/<file>`. */
export function missingDataFiles(assembly: string): string[] {
  return assetsOf(assembly).flatMap((asset) =>
    dataFilesNamed(asset)
      .filter((file) => !existsSync(join(asset, 'data', file)))
      .map((file) => `${asset.slice(assembly.length + 1)}/data/${file}`),
  );
}
