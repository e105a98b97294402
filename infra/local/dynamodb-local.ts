import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, readlink, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { fetchVerifiedTarball } from './npm-tarball.ts';

// DynamoDB Local, AWS's own emulator. Its jar ships inside the npm package
// amplify-dynamodb-simulator (under package/emulator); we fetch only that tarball with `npm pack`,
// check it against the pinned checksum, and unpack the emulator folder into the cache. The package
// is not a dependency: installing it would pull in ~300 MB we do not use.

const run = promisify(execFile);

const EMULATOR = {
  name: 'amplify-dynamodb-simulator',
  version: '2.9.30',
  /** The registry's sha512 integrity of the 2.9.30 tarball. */
  integrity: 'sha512-xTeeRLvzEfqyd5lh3bH4c0kHvSHHmmhD5ZDsHFKAQ5g2Zl6JqlFdutaQhCLHzxEp6Ry1o7TB6niIoXuQAnSewQ==',
};

export const JAVA_MISSING_MESSAGE = [
  'DynamoDB Local needs a Java runtime (17 or newer), and `java` was not found on PATH.',
  'Install one, then run the command again:',
  '  Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless',
  '  macOS (Homebrew): brew install openjdk@17',
  '  Windows: winget install Microsoft.OpenJDK.17',
  'Or set JAVA_HOME to an installed JDK/JRE.',
].join('\n');

function javaCommand(): string {
  return process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
}

export async function checkJava(): Promise<void> {
  try {
    await run(javaCommand(), ['-version']);
  } catch {
    throw new Error(JAVA_MISSING_MESSAGE);
  }
}

/** Returns the folder holding DynamoDBLocal.jar, fetching and verifying it on first use. */
export async function ensureDynamoDbLocal(cacheDir: string): Promise<string> {
  const emulatorDir = join(cacheDir, `dynamodb-local-${EMULATOR.version}`);
  if (existsSync(join(emulatorDir, 'DynamoDBLocal.jar'))) return emulatorDir;
  await mkdir(cacheDir, { recursive: true });
  const work = join(cacheDir, `download-${process.pid}-${Date.now()}`);
  await mkdir(work, { recursive: true });
  try {
    console.log(`Fetching DynamoDB Local (${EMULATOR.name}@${EMULATOR.version}, ~56 MB, once)...`);
    await fetchVerifiedTarball(EMULATOR, work, ['package/emulator']);
    // rename is atomic: a concurrent first run either sees the whole folder or none of it
    await rename(join(work, 'package', 'emulator'), emulatorDir).catch((error: NodeJS.ErrnoException) => {
      if (!existsSync(join(emulatorDir, 'DynamoDBLocal.jar'))) throw error;
    });
    return emulatorDir;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export interface DynamoDbLocal {
  endpoint: string;
  stop: () => Promise<void>;
}

/**
 * A JVM that lives for one test file: C1 only and the serial collector. Most of a short-lived
 * DynamoDB Local's CPU is the C2 compiler warming code the file never runs long enough to repay
 * (docs/performance.md, "The test suite's time": 43 s of CPU down to 29 s for one file).
 */
const SHORT_LIVED_JVM = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/** The SQLite file DynamoDB Local keeps every table of `-sharedDb` in, under its `-dbPath`. */
const SHARED_DB_FILE = 'shared-local-instance.db';

/**
 * Puts the table's SQLite file in write-ahead-log mode (made so when there is none yet), before DynamoDB Local opens
 * it: the mode is kept in the file, and DynamoDB Local leaves it be. A commit then appends to the log instead of
 * writing a rollback journal beside each change: seeding writes twice as fast on a disk (docs/performance.md,
 * "Seeding"). Without Node's SQLite (Node before 22.5), the file stays as DynamoDB Local makes it.
 */
async function writeAheadLog(file: string): Promise<void> {
  const sqlite = await import('node:sqlite').catch(() => undefined);
  if (!sqlite) return;
  try {
    const db = new sqlite.DatabaseSync(file);
    try {
      db.exec('PRAGMA journal_mode=WAL');
    } finally {
      db.close();
    }
  } catch (error) {
    // another DynamoDB Local has the file open: it runs as it is
    console.warn(`${file} left in its journal mode: ${String(error)}`);
  }
}

/** Starts DynamoDB Local on the port: in memory, or on disk under dbPath. Resolves when it answers. */
export async function startDynamoDbLocal(options: {
  cacheDir: string;
  port: number;
  dbPath?: string;
  shortLived?: boolean;
}): Promise<DynamoDbLocal> {
  await checkJava();
  const dir = await ensureDynamoDbLocal(options.cacheDir);
  if (options.dbPath) {
    await mkdir(options.dbPath, { recursive: true });
    await writeAheadLog(join(options.dbPath, SHARED_DB_FILE));
  }
  const args = [
    ...(options.shortLived ? SHORT_LIVED_JVM : []),
    `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
    '-jar',
    join(dir, 'DynamoDBLocal.jar'),
    '-port',
    String(options.port),
    '-sharedDb',
    '-disableTelemetry',
    ...(options.dbPath ? ['-dbPath', options.dbPath] : ['-inMemory']),
  ];
  const child: ChildProcess = spawn(javaCommand(), args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  // Never outlive the process that started it (a crashed `npm start`, a killed test run).
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const endpoint = `http://127.0.0.1:${options.port}`;
  const startGuardMs = 120_000;
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  // a hang guard, not a wait: a JVM on a loaded two-core machine took over 30 s to answer (seen while several test
  // runs shared one), and the loop ends as soon as it answers
  const deadline = Date.now() + startGuardMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`DynamoDB Local exited with code ${child.exitCode}: ${stderr}`);
    // another process took the port first: this JVM stays up without it (Jetty's failure does not end it), and the
    // other one answers the probe, to disappear when its owner stops it; the caller chooses another port
    if (stderr.includes('Failed to bind')) {
      child.kill('SIGKILL');
      throw new Error(`DynamoDB Local could not take port ${options.port}: another process holds it`);
    }
    try {
      await client.send(new ListTablesCommand({}));
      // an answer is this JVM's only once it holds the port (known where /proc tells; elsewhere taken on trust)
      if ((await listensOn(child.pid, options.port)) === false) throw new Error('not yet ours');
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`DynamoDB Local did not answer on ${endpoint} within ${startGuardMs / 1000} s: ${stderr}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  client.destroy();
  return {
    endpoint,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        process.off('exit', killChild);
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Whether process `pid` holds a listening TCP socket on `port`, by /proc (Linux): the listening sockets' inodes in
 * /proc/net/tcp and tcp6 against the process's open descriptors. Undefined where /proc cannot tell.
 */
async function listensOn(pid: number | undefined, port: number): Promise<boolean | undefined> {
  if (pid === undefined) return undefined;
  try {
    const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
    const inodes = new Set<string>();
    for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
      const text = await readFile(table, 'utf8').catch(() => '');
      for (const line of text.split('\n').slice(1)) {
        const fields = line.trim().split(/\s+/);
        // local_address is <ip>:<port in hex>; state 0A is LISTEN; the inode is the tenth field
        if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A' && fields[9]) inodes.add(fields[9]);
      }
    }
    const descriptors = await readdir(`/proc/${pid}/fd`);
    for (const fd of descriptors) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
      if (inodes.has(/^socket:\[(\d+)\]$/.exec(target)?.[1] ?? '')) return true;
    }
    return false;
  } catch {
    return undefined;
  }
}
