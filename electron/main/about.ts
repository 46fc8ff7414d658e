/**
 * Who Satchel is to the operating system: the app id Windows files its notifications and taskbar
 * button under, and the native About panel (macOS's About Satchel; Linux's and Windows' About
 * is the About box of menu.ts). The values are those of electron-builder.yml and package.json,
 * which about.test.ts holds together with these.
 */
import type { AboutPanelOptionsOptions } from 'electron';
import { m } from '../../shared/i18n/language.js';
import { SATCHEL_LICENSE } from './menu.js';

/**
 * electron-builder.yml's appId. The installer gives the Start menu shortcut this
 * AppUserModelID; Windows shows a notification only from an app whose id has a shortcut.
 */
export const SATCHEL_APP_ID = 'app.satchel.wallet';
/** electron-builder.yml's copyright. */
export const SATCHEL_COPYRIGHT = 'Copyright © 2025 Satchel developers';
/** package.json's homepage. */
export const SATCHEL_WEBSITE = 'https://satchel.invalid/';

export interface AboutPanelInputs {
  appName: string;
  version: string;
  versions: { electron?: string; chrome?: string; node?: string };
}

/**
 * Called again when the language changes (index.ts), since the panel keeps the text it was given.
 * macOS shows name, version, copyright and credits (its panel has no website field: the address
 * is in the credits); Linux's panel takes the website on its own.
 */
export function aboutPanelOptions(inputs: AboutPanelInputs): AboutPanelOptionsOptions {
  const runtime = `Electron ${inputs.versions.electron ?? '?'} · Chromium ${inputs.versions.chrome ?? '?'} · Node.js ${inputs.versions.node ?? '?'}`;
  return {
    applicationName: inputs.appName,
    applicationVersion: inputs.version,
    version: inputs.version,
    copyright: SATCHEL_COPYRIGHT,
    credits: [m.core_about_licence({ license: SATCHEL_LICENSE }), SATCHEL_WEBSITE, runtime].join('\n'),
    website: SATCHEL_WEBSITE,
  };
}
