/**
 * The names of main's test hook (test-hook.ts), apart from it so that the tests' launcher
 * (test/electron/launch.ts) can use them without loading `electron` into the test process.
 */

/** The environment variable that asks for the hook; only `1` does, and never in a packaged app. */
export const TEST_HOOK_ENV = 'SATCHEL_TEST_HOOK';
/** Where the tests find it: `globalThis[TEST_HOOK_GLOBAL]` in main. */
export const TEST_HOOK_GLOBAL = '__satchelTestHook';
