import { afterAll, beforeAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  editCarriersFile,
  ensureCarriersFile,
  startFmcsaStandIn,
  type FmcsaCarriersFile,
  type FmcsaStandIn,
} from '../../infra/local/fmcsa.ts';

// FMCSA's stand-in (infra/local/fmcsa.ts) for one test file: its own carriers file, in a folder not yet made (as
// `npm start` finds .data/fmcsa/), with the sample carriers; stopped and removed after the file.

export interface StandInForFile {
  readonly standIn: FmcsaStandIn;
  /** Changes the carriers file; the stand-in serves the change at its next call. */
  readonly edit: (change: (carriers: FmcsaCarriersFile) => void) => void;
}

export function fmcsaStandInForThisFile(): StandInForFile {
  let dir: string;
  let file: string;
  let standIn: FmcsaStandIn | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fmcsa-'));
    file = join(dir, 'fmcsa', 'carriers.json');
    ensureCarriersFile(file);
    standIn = await startFmcsaStandIn({ file });
  });
  afterAll(async () => {
    await standIn?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    get standIn() {
      if (!standIn) throw new Error('the stand-in starts in beforeAll; use it inside tests or later hooks');
      return standIn;
    },
    edit: (change) => editCarriersFile(file, change),
  };
}
