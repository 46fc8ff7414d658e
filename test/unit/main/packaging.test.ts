/**
 * electron-builder.yml, read as electron-builder reads it. Whatever asarUnpack lists is copied
 * out of app.asar and so escapes the asar integrity check (electronFuses
 * enableEmbeddedAsarIntegrityValidation): JavaScript unpacked there (the keychain library's, say)
 * could be edited on disk and would still be loaded. Only native modules, which cannot be loaded
 * from inside an archive, may be unpacked.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
// Both come with electron-builder (app-builder-lib); untyped here, so through require.
const require = createRequire(import.meta.url);
const yaml = require('js-yaml') as { load(text: string): unknown };
const Ajv = require('ajv') as new (options: object) => { compile(schema: object): ((data: unknown) => boolean) & { errors?: unknown } };
const picomatch = require('picomatch') as (glob: string, options?: object) => (file: string) => boolean;

const config = yaml.load(readFileSync(path.join(root, 'electron-builder.yml'), 'utf8')) as {
  asarUnpack?: string[];
  asar?: unknown;
  electronFuses?: Record<string, unknown>;
  linux?: { target?: unknown[]; maintainer?: string };
  publish?: unknown;
};
const metadata = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  homepage?: string;
  repository?: unknown;
  author?: unknown;
  license?: string;
  description?: string;
};

describe('electron-builder.yml', () => {
  it('passes electron-builder’s own schema (app-builder-lib/scheme.json)', () => {
    const schema = JSON.parse(readFileSync(path.join(root, 'node_modules/app-builder-lib/scheme.json'), 'utf8')) as object;
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    expect(validate(config), JSON.stringify(validate.errors)).toBe(true);
  });

  it('unpacks only native modules from the integrity-checked asar', () => {
    expect(config.asar).toBe(true);
    expect(config.electronFuses?.enableEmbeddedAsarIntegrityValidation).toBe(true);
    expect(config.asarUnpack?.length).toBeGreaterThan(0);
    for (const pattern of config.asarUnpack ?? []) expect(pattern).toMatch(/\.node$/);
  });

  it('keeps the keychain library’s JavaScript inside the asar and unpacks its binary', () => {
    const unpacked = (file: string) => (config.asarUnpack ?? []).some((glob) => picomatch(glob, { dot: true })(file));
    expect(unpacked('node_modules/@napi-rs/keyring/index.js')).toBe(false);
    expect(unpacked('node_modules/@napi-rs/keyring/keytar.js')).toBe(false);
    expect(unpacked('node_modules/@napi-rs/keyring-linux-x64-gnu/keyring.linux-x64-gnu.node')).toBe(true);
  });

  /**
   * What electron-builder's .deb/.rpm target (app-builder-lib FpmTarget.computeFpmMetaInfoOptions)
   * demands before it builds anything: a project URL (package.json `homepage`, or a GitHub
   * `repository`; AppInfo.computePackageUrl) and a maintainer (linux.maintainer, or an author
   * with an email). Without the URL `npm run package` stopped at "Please specify project homepage".
   */
  it('gives the .deb target the project URL and the maintainer it refuses to build without', () => {
    const targets = (config.linux?.target ?? []).map((t) => (typeof t === 'string' ? t : (t as { target: string }).target));
    expect(targets).toContain('deb');
    expect(metadata.homepage, 'package.json homepage').toMatch(/^https:\/\/[^\s/]+/);
    expect(config.linux?.maintainer ?? '').toMatch(/^.+ <[^@\s]+@[^@\s]+>$/);
    expect(metadata.license).toBeTruthy();
    expect(metadata.description).toBeTruthy();
  });

  /** electron-updater (electron/main/updates.ts) reads the feed from what `publish` writes into the app. */
  it('writes an update feed into the app: a generic provider over https, on the project’s own host', () => {
    expect(config.publish).toEqual([{ provider: 'generic', url: expect.stringMatching(/^https:\/\/[^\s/]+\/.*\/$/) }]);
    const [feed] = config.publish as { url: string }[];
    expect(new URL(feed!.url).host).toBe(new URL(metadata.homepage!).host);
  });
});
