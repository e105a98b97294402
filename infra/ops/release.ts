import { execFileSync } from 'node:child_process';
import { copyFileSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { contractCheck } from './contract-diff.ts';
import { fail } from './target.ts';

// `npm run release -- --dry-run [--documents DIR]` (docs/client.md, "Releasing"): what a release of
// @shipping-marketplace/client would publish, and whether it may: it refuses (exit 1) when the served
// documents break a client of the last release without a major version's changelog naming it.
// Without --dry-run: the pending changesets bump the version and write the changelog, the documents
// are rebuilt (their info.version follows) and kept as the released ones, the package is built and
// published (npm's credentials for the registry are the operator's).

const usage =
  'usage: npm run release -- [--dry-run] [--documents DIR (openapi.json and asyncapi.json to check instead of ' +
  'shared/contract/data/)]';
const { values } = parseArgs({
  options: {
    'dry-run': { type: 'boolean', default: false },
    documents: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) fail(usage);
const root = resolve(import.meta.dirname, '..', '..');
const sdk = join(root, 'sdk');
const npm = (args: string[], cwd = root) =>
  execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
const read = (path: string) => readFileSync(path, 'utf8');
const documents = resolve(values.documents ?? join(root, 'shared/contract/data'));
const current = {
  openapi: JSON.parse(read(join(documents, 'openapi.json'))) as { info: { version: string } },
  asyncapi: JSON.parse(read(join(documents, 'asyncapi.json'))) as Parameters<typeof contractCheck>[0]['asyncapi'],
};
const { version, name } = JSON.parse(read(join(sdk, 'package.json'))) as { version: string; name: string };
const pending = readdirSync(join(root, '.changeset')).filter((file) => file.endsWith('.md') && file !== 'README.md');

const { changes, unannounced } = contractCheck(current, version, read(join(sdk, 'CHANGELOG.md')));
console.log(`${name}@${version}; the API document's info.version ${current.openapi.info.version}`);
console.log(`Pending changesets: ${pending.length ? pending.join(', ') : 'none'}`);
console.log(
  changes.length
    ? `Breaking changes since the last release:\n${changes.map((c) => `  ${c.name}: ${c.description}`).join('\n')}`
    : 'No breaking change since the last release.',
);
if (unannounced.length) {
  console.error(
    `Refused: ${unannounced.length} breaking change(s) no major version's changelog ` +
      `names:\n${unannounced.map((c) => `  ${c.name}`).join('\n')}`,
  );
  console.error('Put them back, or add a major changeset naming each (npx changeset), then release.');
  process.exit(1);
}

if (values['dry-run']) {
  npm(['run', 'build', '-w', name]);
  const [packed] = JSON.parse(npm(['pack', '--dry-run', '--json'], sdk)) as {
    filename: string;
    size: number;
    files: { path: string; size: number }[];
  }[];
  console.log(
    `Would publish ${packed!.filename} (${packed!.size} ` +
      `bytes):\n${packed!.files.map((f) => `  ${f.path} (${f.size} bytes)`).join('\n')}`,
  );
  process.exit(0);
}

npm(['exec', '--', 'changeset', 'version']);
npm(['run', 'build:openapi']);
for (const file of ['openapi.json', 'asyncapi.json'])
  copyFileSync(join(root, 'shared/contract/data', file), join(root, 'shared/contract/released', file));
npm(['run', 'build', '-w', name]);
npm(['publish', '-w', name]);
console.log(
  `Published ${name}@${(JSON.parse(read(join(sdk, 'package.json'))) as { version: string }).version}; commit the ` +
    `version, the changelog and shared/contract/released/.`,
);
