import { afterAll, beforeAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  editCarriersFile,
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
  /**
   * A carrier like the sample's first (active, insured: $100,000 cargo, $1,000,000 liability, Satisfactory) under a
   * number of its own (the next free one, or `dot` to change that carrier), with `change`; its USDOT and MC numbers.
   */
  readonly ownCarrier: (change?: Record<string, unknown>, dot?: number) => { dot: string; mc: string };
}

/** Each file's carriers: numbers no other file (nor test) uses, so that their claims are free. */
let nextDot = 2_000_000 + Math.floor(Math.random() * 9_000) * 100;

export function fmcsaStandInForThisFile(): StandInForFile {
  let dir: string;
  let file: string;
  let standIn: FmcsaStandIn | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fmcsa-'));
    file = join(dir, 'fmcsa', 'carriers.json');
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
    ownCarrier(change = {}, dot = nextDot++) {
      const mc = String(dot - 1_000_000);
      editCarriersFile(file, (carriers) => {
        const like = carriers.carriers.find((c) => c.dotNumber === 1000001)!;
        carriers.carriers = carriers.carriers.filter((c) => c.dotNumber !== dot);
        carriers.carriers.push({ ...like, dotNumber: dot, ...change });
        carriers.docketNumbers = [
          ...(carriers.docketNumbers ?? []).filter((d) => d.docketNumber !== mc),
          { prefix: 'MC', docketNumber: mc, dotNumber: dot },
        ];
      });
      return { dot: String(dot), mc };
    },
  };
}
