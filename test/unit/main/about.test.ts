import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { aboutPanelOptions, SATCHEL_APP_ID, SATCHEL_COPYRIGHT, SATCHEL_WEBSITE } from '../../../electron/main/about.js';

const root = path.resolve(import.meta.dirname, '../../..');
const require = createRequire(import.meta.url);
const yaml = require('js-yaml') as { load(text: string): unknown };
const builder = yaml.load(readFileSync(path.join(root, 'electron-builder.yml'), 'utf8')) as { appId: string; copyright: string };
const metadata = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { homepage: string; license: string };

describe('the app to the operating system', () => {
  it('Windows gets the installer’s app id (its notifications need the Start menu shortcut’s id)', () => {
    expect(SATCHEL_APP_ID).toBe(builder.appId);
  });

  it('the About panel: name, version, copyright, licence and website as the package gives them', () => {
    const options = aboutPanelOptions({ appName: 'Satchel', version: '0.1.0', versions: { electron: '45.4.1', chrome: '142.0', node: '22.20.0' } });
    expect(SATCHEL_COPYRIGHT).toBe(builder.copyright);
    expect(SATCHEL_WEBSITE).toBe(metadata.homepage);
    expect(options).toMatchObject({ applicationName: 'Satchel', applicationVersion: '0.1.0', copyright: builder.copyright, website: metadata.homepage });
    // macOS's panel has no website field: the credits carry it, with the licence.
    expect(options.credits!.split('\n')).toEqual([`Licence: ${metadata.license}`, metadata.homepage, 'Electron 45.4.1 · Chromium 142.0 · Node.js 22.20.0']);
  });
});
