import type { Reporter, TestModule } from 'vitest/node';

// Ends the run with the plain "N passed, N failed, N skipped" line that CI reads in any language.
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      let failedTests = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') {
          counts.failed++;
          failedTests++;
        } else counts.skipped++;
      }
      // a file that failed to load, or whose beforeAll failed (its tests then count as skipped)
      if (module.state() === 'failed' && failedTests === 0) counts.failed++;
    }
    console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  }
}
