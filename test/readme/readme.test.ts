import { spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statfsSync,
  symlinkSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheDir } from '../support/dynamodb.ts';

// The README, run as written (issue 50): `npm start` as a person starts it (its own PORT), then
// every ```sh block in order in one bash, as pasted into one terminal at the repository's root.
// A block after `<!-- readme-test: skip (why) -->` is not run (installing, deploying). Any command
// that fails fails the test (curl fails on an HTTP error here, as a person would see one), and
// each block's stated outcome is checked below. The "repository" is a copy of symlinks with a
// .data/ of its own, so a developer's own .data/ and running `npm start` are left alone.

const root = resolve(import.meta.dirname, '..', '..');

export interface ReadmeBlock {
  index: number;
  heading: string;
  code: string;
  skip?: string;
}

/** The README's shell blocks, in order: the heading they sit under, and whether the test skips them. */
export function shellBlocks(markdown: string): ReadmeBlock[] {
  const blocks: ReadmeBlock[] = [];
  const lines = markdown.split('\n');
  let heading = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('#')) heading = line.replace(/^#+\s*/, '');
    if (line.trim() !== '```sh') continue;
    const end = lines.indexOf('```', i + 1);
    const before =
      lines
        .slice(0, i)
        .reverse()
        .find((l) => l.trim() !== '') ?? '';
    const skip = /^<!-- readme-test: skip \((.+)\) -->$/.exec(before.trim())?.[1];
    blocks.push({ index: blocks.length, heading, code: lines.slice(i + 1, end).join('\n'), ...(skip ? { skip } : {}) });
    i = end;
  }
  return blocks;
}

const portFree = (port: number) =>
  new Promise<boolean>((done) => {
    const server = createServer()
      .once('error', () => done(false))
      .listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
/** A PORT whose neighbours npm start also takes (production on PORT+1, MailDev on PORT+80) are free too. */
async function freeStartPort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 30_000);
    if ((await portFree(port)) && (await portFree(port + 1)) && (await portFree(port + 80))) return port;
  }
}

/** A person's environment: no npm script's PATH (node_modules/.bin), none of vitest's variables. */
function personEnvironment(port: number): NodeJS.ProcessEnv {
  const path = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => !dir.includes('node_modules'))
    .join(delimiter);
  const keep = ['HOME', 'USER', 'LANG', 'TMPDIR', 'JAVA_HOME', 'CI', 'SHELL', 'TERM'];
  return {
    ...Object.fromEntries(keep.filter((k) => process.env[k] !== undefined).map((k) => [k, process.env[k]])),
    PATH: path,
    PORT: String(port),
  };
}

let clone: string;
let tableDir: string | undefined;
let port: number;
let env: NodeJS.ProcessEnv;
let server: ChildProcess;
let serverOutput = '';
const blocks = shellBlocks(readFileSync(join(root, 'README.md'), 'utf8'));

beforeAll(async () => {
  clone = mkdtempSync(join(tmpdir(), 'readme-'));
  for (const entry of readdirSync(root))
    if (entry !== '.data' && entry !== '.git') symlinkSync(join(root, entry), join(clone, entry));
  mkdirSync(join(clone, '.data'));
  symlinkSync(cacheDir, join(clone, '.data', 'cache')); // DynamoDB Local, fetched once for the run
  // The table on tmpfs where the machine has one with room: DynamoDB Local on disk commits each item
  // on its own, so the README's seeding took most of this test's six minutes beside the suite. What
  // the README's commands do is the same on either; how fast seeding is on disk is measured apart
  // (docs/performance.md, "Seeding"), not by this test.
  if (existsSync('/dev/shm')) {
    const { bavail, bsize } = statfsSync('/dev/shm');
    if (bavail * bsize > 2 ** 30) {
      tableDir = mkdtempSync('/dev/shm/readme-dynamodb-');
      symlinkSync(tableDir, join(clone, '.data', 'dynamodb'));
    }
  }
  port = await freeStartPort();
  env = personEnvironment(port);
  server = spawn('npm', ['start'], { cwd: clone, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((ready, failed) => {
    const read = (chunk: Buffer) => {
      serverOutput += chunk.toString('utf8');
      if (serverOutput.includes('Developer site:')) ready();
    };
    server.stdout!.on('data', read);
    server.stderr!.on('data', read);
    server.once('exit', (code) => failed(new Error(`npm start exited (${code}) before it served:\n${serverOutput}`)));
  });
});

afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((done) => server.once('exit', done));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  if (clone) rmSync(clone, { recursive: true, force: true });
  if (tableDir) rmSync(tableDir, { recursive: true, force: true });
});

/** Every block the test runs, in one bash, with each block's output apart. */
async function runBlocks(): Promise<{ outputs: Map<number, string>; code: number; all: string }> {
  const script = [
    'set -e -o pipefail',
    'curl() { command curl --fail-with-body "$@"; }',
    ...blocks.filter((b) => !b.skip).flatMap((b) => [`echo; echo "@@block ${b.index}@@"`, b.code]),
    'echo; echo "@@done@@"',
  ].join('\n');
  const bash = spawn('bash', ['-c', script], { cwd: clone, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let all = '';
  bash.stdout.on('data', (chunk: Buffer) => (all += chunk.toString('utf8')));
  bash.stderr.on('data', (chunk: Buffer) => (all += chunk.toString('utf8')));
  const code = await new Promise<number>((done) => bash.once('exit', (c) => done(c ?? 1)));
  const outputs = new Map<number, string>();
  const parts = all.split(/@@block (\d+)@@\n/);
  for (let i = 1; i < parts.length; i += 2) outputs.set(Number(parts[i]), parts[i + 1]!.replace(/@@done@@\n?$/, ''));
  return { outputs, code, all };
}

const blockUnder = (heading: string, containing: string) => {
  const block = blocks.find((b) => b.heading === heading && b.code.includes(containing));
  if (!block) throw new Error(`no sh block under "${heading}" with ${containing}`);
  return block.index;
};

describe('the README, run as written', () => {
  it('finds its blocks: the two commands and the deploy are skipped, the rest run', () => {
    expect(blocks.filter((b) => b.skip).map((b) => b.heading)).toEqual(['Two commands', 'Deploy']);
    expect(blocks.filter((b) => !b.skip).length).toBeGreaterThanOrEqual(5);
  });

  it(
    'runs every block in order against npm start on its own PORT, and each says what the README says it does',
    async () => {
      const { outputs, code, all } = await runBlocks();
      expect(code, `a command failed:\n${all.slice(-3000)}\n--- npm start said:\n${serverOutput.slice(-2000)}`).toBe(0);
      expect(all).toContain('@@done@@');
      const out = (heading: string, containing: string) => outputs.get(blockUnder(heading, containing)) ?? '';

      // npm start: on PORT, the production stage on PORT+1, MailDev on PORT+80 (README, "Try it")
      expect(serverOutput).toContain(`http://127.0.0.1:${port}`);
      expect(serverOutput).toContain(`http://127.0.0.1:${port + 1}`);
      expect(serverOutput).toContain(`http://127.0.0.1:${port + 80}`);

      // who I am, service types in French, Canada's provinces
      const first = out('Try it', 'lookups/regions');
      expect(first).toContain('"emailAddress":"shipper@demo.example"');
      expect(first).toContain('Ontario');
      // an estimate and a fixed price
      expect(out('Try it', '/v2/estimate')).toContain('"priceCorrelationId"');

      // the flow: found by search, bid accepted, transit reported (the records, not null), the documents, a tracking
      // page
      const flow = out('Try it', 'PRICE_ID=');
      expect(flow).toMatch(/found listing \d+ after ([1-9]|[12]\d) look/);
      expect(flow).toContain('"status":"Dispatched"');
      expect(flow).toContain('"status":"PickedUp"');
      expect(flow).not.toMatch(/^null/m);
      expect(flow).toContain('"BillOfLading"');
      expect(flow).toContain('"DeliveryReceipt"');
      // the last command prints the link (after curl's answers, which end with no newline)
      const trackingPage = /(http:\/\/127\.0\.0\.1:\d+\/t\/\S+)\s*$/.exec(flow)?.[1];
      expect(trackingPage, flow.slice(-500)).toBeDefined();
      expect((await fetch(trackingPage!)).status).toBe(200);

      // seeded listings, then five of them by price
      const search = out('Try it', 'seed:listings');
      const page = JSON.parse(search.trim().split('\n').at(-1)!) as { items: { listingId: number }[] };
      expect(page.items).toHaveLength(5);

      // a new user, then its own key
      const user = out('Try it', 'INTEGRATOR=');
      expect(user).toMatch(/"apiKey":"sbx_sk_/);
    },
    30 * 60_000,
  ); // a hang guard, not a budget: 2 min alone, over 5 beside the rest of the suite on two cores
});
