/**
 * The release workflow (.github/workflows/release.yml) cannot run here: it needs the Electron
 * binary, three operating systems and the network. So it is linted in `npm test`: its shape
 * against a schema of the workflow syntax it uses (unknown keys are typos GitHub would reject
 * or, worse, ignore), actions pinned to a commit, no expression inside a shell script, least
 * privilege, and everything it names (npm scripts, files, secrets) existing or documented.
 * Where `actionlint` is installed it runs too.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const file = path.join(root, '.github/workflows/release.yml');
const require = createRequire(import.meta.url);
const yaml = require('js-yaml') as { load(text: string): unknown };
const Ajv = require('ajv') as new (options: object) => { compile(schema: object): ((data: unknown) => boolean) & { errors?: unknown } };

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
  if?: string;
}
interface Job {
  name?: string;
  'runs-on': string;
  needs?: string | string[];
  if?: string;
  permissions?: Record<string, string>;
  strategy?: { matrix: { include: Array<Record<string, string>> } };
  steps: Step[];
}
interface Workflow {
  name: string;
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
}

const text = readFileSync(file, 'utf8');
const workflow = yaml.load(text) as Workflow;
const jobs = Object.values(workflow.jobs);
const steps = jobs.flatMap((job) => job.steps);

const permissions = { type: 'object', additionalProperties: { enum: ['read', 'write', 'none'] } };
const stringMap = { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean'] } };
/** The part of GitHub's workflow syntax this file uses; anything else is refused. */
const schema = {
  type: 'object',
  required: ['name', 'on', 'permissions', 'jobs'],
  additionalProperties: false,
  properties: {
    name: { type: 'string' },
    on: {
      type: 'object',
      additionalProperties: false,
      properties: {
        push: { type: 'object', additionalProperties: false, properties: { tags: { type: 'array', items: { type: 'string' } }, branches: { type: 'array', items: { type: 'string' } } } },
        workflow_dispatch: { type: ['object', 'null'] },
      },
    },
    permissions,
    concurrency: { type: 'object', additionalProperties: false, required: ['group'], properties: { group: { type: 'string' }, 'cancel-in-progress': { type: 'boolean' } } },
    jobs: {
      type: 'object',
      minProperties: 1,
      additionalProperties: {
        type: 'object',
        required: ['runs-on', 'steps', 'timeout-minutes'],
        additionalProperties: false,
        properties: {
          name: { type: 'string' },
          'runs-on': { type: 'string' },
          needs: { type: ['string', 'array'] },
          if: { type: 'string' },
          permissions,
          'timeout-minutes': { type: 'integer', minimum: 1, maximum: 360 },
          defaults: { type: 'object', additionalProperties: false, properties: { run: { type: 'object', additionalProperties: false, properties: { shell: { enum: ['bash', 'pwsh', 'sh'] } } } } },
          strategy: {
            type: 'object',
            additionalProperties: false,
            properties: {
              'fail-fast': { type: 'boolean' },
              matrix: { type: 'object', additionalProperties: false, properties: { include: { type: 'array', minItems: 1, items: stringMap } } },
            },
          },
          steps: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              additionalProperties: false,
              properties: {
                name: { type: 'string' },
                uses: { type: 'string' },
                run: { type: 'string' },
                with: stringMap,
                env: stringMap,
                if: { type: 'string' },
                shell: { enum: ['bash', 'pwsh', 'sh'] },
                'working-directory': { type: 'string' },
              },
              oneOf: [{ required: ['uses'] }, { required: ['run'] }],
            },
          },
        },
      },
    },
  },
};

/** Every `${{ … }}` of a text, trimmed. */
const expressions = (s: string): string[] => [...s.matchAll(/\$\{\{\s*(.*?)\s*\}\}/g)].map((m) => m[1]!);

describe('release workflow (.github/workflows/release.yml)', () => {
  it('has the shape of a GitHub workflow, with no unknown key', () => {
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    expect(validate(workflow), JSON.stringify(validate.errors, null, 1)).toBe(true);
  });

  it('builds on Windows, macOS and Linux, every installer the config names', () => {
    const matrix = workflow.jobs.installers!.strategy!.matrix.include;
    const byOs = Object.fromEntries(matrix.map((m) => [m.os!.split('-')[0], m.targets]));
    expect(byOs).toEqual({ ubuntu: '--linux AppImage deb', windows: '--win nsis', macos: '--mac dmg zip' });
    const builds = steps.filter((s) => s.run?.includes('electron-builder --config electron-builder.yml'));
    expect(builds).toHaveLength(1);
    expect(builds[0]!.run).toContain('--publish never');
  });

  it("uploads what electron-updater installs from on each system: macOS's zip beside its dmg, and every feed file", () => {
    const upload = steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'));
    const paths = String(upload?.with?.path ?? '').split('\n').map((p) => p.trim()).filter(Boolean);
    for (const wanted of ['dist/*.exe', 'dist/*.dmg', 'dist/*.zip', 'dist/*.AppImage', 'dist/*.deb', 'dist/*.blockmap', 'dist/latest*.yml']) expect(paths).toContain(wanted);
  });

  it('runs the real Electron suite on each system before building, under a virtual display on Linux', () => {
    const names = workflow.jobs.installers!.steps.map((s) => s.run ?? s.uses ?? '');
    const electronTests = names.findIndex((r) => r.includes('npm run test:electron'));
    const build = names.findIndex((r) => r.includes('electron-builder --config'));
    expect(electronTests).toBeGreaterThan(-1);
    expect(electronTests).toBeLessThan(build);
    const linux = steps.find((s) => s.if === "runner.os == 'Linux'" && s.run?.includes('test:electron'));
    expect(linux?.run).toMatch(/^xvfb-run -a npm run test:electron/);
    expect(steps.find((s) => s.if === "runner.os != 'Linux'" && s.run?.includes('test:electron'))).toBeTruthy();
    // The binary is fetched before anything asks for it (require('electron') downloads it).
    expect(names.findIndex((r) => r.includes("require('electron')"))).toBeLessThan(electronTests);
  });

  it('pins every action to a full commit, with the version it is in a comment', () => {
    const uses = steps.filter((s) => s.uses).map((s) => s.uses!);
    expect(uses.length).toBeGreaterThan(0);
    for (const use of uses) expect(use).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
    for (const line of text.split('\n').filter((l) => /^\s*- uses:/.test(l))) expect(line).toMatch(/ # v\d+\.\d+\.\d+$/);
  });

  it('puts no expression inside a shell script (values reach scripts through env)', () => {
    for (const step of steps.filter((s) => s.run)) expect(expressions(step.run!), step.name ?? step.run).toEqual([]);
  });

  it('reads only, except the one job that drafts the release', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' });
    const writers = Object.entries(workflow.jobs).filter(([, job]) => Object.values(job.permissions ?? {}).includes('write'));
    expect(writers.map(([name]) => name)).toEqual(['publish']);
    expect(workflow.jobs.publish!.permissions).toEqual({ contents: 'write' });
    const checkout = steps.find((s) => s.uses?.startsWith('actions/checkout@'));
    expect(checkout?.with?.['persist-credentials']).toBe(false);
  });

  it('names only npm scripts and files that exist, and installs with npm ci', () => {
    const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const runs = steps.filter((s) => s.run).map((s) => s.run!).join('\n');
    const named = [...runs.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(0);
    for (const script of named) expect(scripts, script).toHaveProperty(script);
    for (const [, config] of runs.matchAll(/--config (\S+)/g)) expect(existsSync(path.join(root, config!)), config).toBe(true);
    expect(runs).toMatch(/npm ci\b/);
    expect(runs).not.toMatch(/npm install\b/);
  });

  it('uses only secrets the release guide tells a maintainer to set', () => {
    const guide = readFileSync(path.join(root, 'docs/electron-shell.md'), 'utf8');
    const start = guide.indexOf('## Cutting a release');
    expect(start).toBeGreaterThan(-1);
    const section = guide.slice(start);
    const secrets = new Set(expressions(text).flatMap((e) => [...e.matchAll(/secrets\.(\w+)/g)].map((m) => m[1]!)));
    expect(secrets.size).toBeGreaterThan(0);
    for (const secret of secrets) expect(section, secret).toContain(`\`${secret}\``);
    for (const e of expressions(text)) expect(e, e).toMatch(/^(github|matrix|secrets|runner)\.[\w.]+$/);
  });

  it('passes actionlint where it is installed', () => {
    const found = spawnSync('actionlint', ['-version'], { encoding: 'utf8' });
    if (found.error) {
      console.log('actionlint is not installed here: the schema and rules above check the workflow instead.');
      return;
    }
    expect(() => execFileSync('actionlint', [file], { encoding: 'utf8' })).not.toThrow();
  });
});
