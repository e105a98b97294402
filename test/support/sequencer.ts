import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The files that run the synthesized stages (test/as-deployed/) start after every other file has
// started: the run's synthesis goes on beside the first files (test/support/global-setup.ts), and a
// file that waited for it held a worker idle (test/as-deployed/stopped-halfway.test.ts waited
// minutes of a fresh clone's run). Within each group, vitest's order: the slowest of the last run
// first, or on a fresh clone the largest file.
const runsTheSynthesizedStages = (file: TestSpecification) => /[\\/]test[\\/]as-deployed[\\/]/.test(file.moduleId);

export class SynthesisLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((file) => !runsTheSynthesizedStages(file)), ...sorted.filter(runsTheSynthesizedStages)];
  }
}
