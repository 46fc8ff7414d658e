import { appendFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints one plain line per run, `<project>: N passed, N failed, N skipped`, which any reader of
 * the log (CI included) understands; with SATCHEL_TEST_TOTALS set it also appends the counts
 * there, so .ci/run can print the total of all four runs.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const projects = new Set<string>();
    for (const module of testModules) {
      projects.add(module.project.name || 'tests');
      let moduleFailed = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') moduleFailed++;
        else skipped++;
      }
      // A file that failed to load has no failed test of its own but must count as a failure.
      if (moduleFailed === 0 && module.state() === 'failed') moduleFailed = 1;
      failed += moduleFailed;
    }
    const label = projects.size === 1 ? [...projects][0]! : 'tests';
    console.log(`\n${label}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
    const totals = process.env.SATCHEL_TEST_TOTALS;
    if (totals) appendFileSync(totals, `${JSON.stringify({ label, passed, failed, skipped })}\n`);
  }
}
