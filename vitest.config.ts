import { defineConfig } from 'vitest/config';

// One runner, five projects: `npm test` runs them in order (see package.json).
export default defineConfig({
  test: {
    reporters: ['default', './test/support/summary-reporter.ts'],
    projects: [
      // A generous time budget: these machines are shared and noisy, and a budget is not a speed goal (benchmarks are).
      { test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node', testTimeout: 20_000 } },
      { test: { name: 'integration', include: ['test/integration/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One Chromium at a time: these machines have two cores.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'electron',
          // The built app (out/): Electronegativity over it, and real Electron where the binary can be had.
          include: ['test/electron/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          // One file at a time: they share out/ (built once, test/electron/build.ts) and one Electron is enough for two cores.
          fileParallelism: false,
        },
      },
      // The real OS keychain; on Linux inside a scratch Secret Service (npm run test:keychain).
      { test: { name: 'keychain', include: ['test/keychain/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
    ],
  },
});
