/**
 * Electronegativity (@doyensec/electronegativity) through its JavaScript API: `run(options)`
 * from the package's main module, which is what its command line calls after parsing
 * arguments. The command line itself is not used: it needs the old `commander` it was written
 * for and breaks when another one is hoisted (docs/FACTS).
 *
 * Two adjustments, both to let it scan all of our built JavaScript, offline:
 *  - It fetches "updated translations" from the network on every run, and one check
 *    (AvailableSecurityFixesGlobalCheck) downloads Electron's release list. Tests never reach
 *    outside this computer: `got` is answered here with "nothing new" (the bundled English
 *    texts are used), and that check is left out by the caller.
 *  - Its parser is Babel with the `estree` plugin, whose output is walked by estraverse; Babel
 *    writes class private fields (Svelte 5's runtime is full of them) as `ClassPrivateProperty`,
 *    which estraverse does not know, so those files failed with "Unknown node type" and went
 *    unchecked. Babel can write them as ESTree's `PropertyDefinition`/`PrivateIdentifier`
 *    (the `estree` plugin's `classFeatures` option), which estraverse 5 walks. The documented
 *    hook, `parserPlugins`, only appends, and Babel keeps the first of two plugins of one name,
 *    so `addPlugin` is made to replace a plugin of the same name.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

export interface Finding {
  id: string;
  /** Relative to the scanned folder (isRelative). */
  file: string;
  /** Line 1-based, column 0-based, in the scanned file. */
  location: { line: number; column: number };
  description: string;
  severity: { name: string };
  confidence: { name: string };
  manualReview: boolean;
  /** The matched line of the scanned file, or for CSP findings the policy. */
  sample?: string;
}

export interface ScanError {
  file: string;
  message: string;
  tolerable: boolean;
}

export interface ScanResult {
  globalChecks: number;
  atomicChecks: number;
  errors: ScanError[];
  issues: Finding[];
}

interface RunOptions {
  input: string;
  isRelative?: boolean;
  electronVersionOverride?: string;
  excludeFromScan?: string[];
  parserPlugins?: unknown[];
}

type Plugin = string | [string, Record<string, unknown>];
interface ParserClass {
  prototype: { addPlugin(this: { babelPlugins: Plugin[]; tsPlugins: Plugin[] }, plugin: Plugin): void };
}

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('@doyensec/electronegativity/package.json'));
const fromPackage = createRequire(path.join(packageDir, 'dist', 'runner.js'));

let prepared = false;

function prepare(): void {
  if (prepared) return;
  prepared = true;
  // `got` as the package resolves it, answered with "no update" before anything requires it.
  const gotPath = fromPackage.resolve('got');
  const offline = Object.assign(async () => ({ statusCode: 204, body: '' }), { __esModule: true });
  Object.assign(offline, { default: offline, head: offline });
  require.cache[gotPath] = { id: gotPath, filename: gotPath, loaded: true, exports: offline } as unknown as NodeJS.Module;

  const { Parser } = fromPackage('./parser') as { Parser: ParserClass };
  const append = Parser.prototype.addPlugin;
  Parser.prototype.addPlugin = function replaceSameName(plugin) {
    const name = (p: Plugin) => (Array.isArray(p) ? p[0] : p);
    this.babelPlugins = this.babelPlugins.filter((p) => name(p) !== name(plugin));
    this.tsPlugins = this.tsPlugins.filter((p) => name(p) !== name(plugin));
    append.call(this, plugin);
  };
}

/** Scans a folder (the built app, `out/`) with every check but the one that needs the network. */
export async function scanWithElectronegativity(input: string, electronVersion: string): Promise<ScanResult> {
  prepare();
  // The main module (dist/runner.js) exports run() itself (babel's add-module-exports).
  const run = fromPackage('./runner.js') as (options: RunOptions) => Promise<ScanResult>;
  return run({
    input,
    isRelative: true,
    // The loader reads the version from a package.json, and out/ has none.
    electronVersionOverride: electronVersion,
    // Downloads Electron's release list (no network here). The version is package.json's,
    // kept current by hand (docs/electron-shell.md, checklist item 13).
    excludeFromScan: ['AvailableSecurityFixesGlobalCheck'],
    parserPlugins: [['estree', { classFeatures: true }]],
  });
}

/** @doyensec/csp-evaluator, the evaluator Electronegativity's CSP check uses: MEDIUM and HIGH findings of a policy. */
export function weakCspDirectives(policy: string): { directive: string; value: string; description: string }[] {
  const csp = fromPackage('@doyensec/csp-evaluator') as {
    CspParser: new (policy: string) => { csp: unknown };
    CspEvaluator: new (csp: unknown, version: unknown) => { evaluate(): { severity: number; directive: string; value: string; description: string }[] };
    Version: { CSP3: unknown };
    severities: { HIGH: number; MEDIUM: number };
  };
  const findings = new csp.CspEvaluator(new csp.CspParser(policy).csp, csp.Version.CSP3).evaluate();
  return findings
    .filter((f) => f.severity === csp.severities.HIGH || f.severity === csp.severities.MEDIUM)
    .map(({ directive, value, description }) => ({ directive, value, description }));
}
