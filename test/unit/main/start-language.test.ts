/**
 * Main speaks before the core has read the settings (the box saying another Satchel holds the
 * folder, a failed start). At a very first start there is no settings file yet: main then follows
 * the system's languages when one of them is Ukrainian or Russian, as the window does; afterwards
 * the language saved in the file, whatever the system's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InstanceLocked } from '../../../electron/core/settings/instance-lock.js';
import { takeFolderLock } from '../../../electron/main/folder-lock.js';
import { startLanguage } from '../../../electron/main/start-language.js';
import { followLanguage } from '../../../shared/i18n/language.js';
import { englishWords } from '../i18n/english-words.js';
import { tempUserData } from '../settings/files.js';

let dir = '';
afterEach(() => {
  followLanguage(() => 'en');
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

function folderBusyBox(userDataDir: string): [string, string] {
  const shell = { showErrorBox: vi.fn(), exit: vi.fn() };
  takeFolderLock(userDataDir, shell, () => {
    throw new InstanceLocked(path.join(userDataDir, 'satchel.lock'), null);
  });
  return shell.showErrorBox.mock.calls[0] as [string, string];
}

describe('the language of a very first start', () => {
  it('with no settings file yet, the box follows the system’s language when it is one of the three', () => {
    dir = tempUserData('satchel-start-language-');
    const language = startLanguage(dir, () => ['uk-UA', 'en-US']);
    expect(language).toBe('uk');
    followLanguage(() => language);
    const [title, content] = folderBusyBox(dir);
    expect(title).toBe('Satchel уже запущено');
    expect(englishWords(content, [path.join(dir, 'satchel.lock')])).toEqual([]);

    expect(startLanguage(dir, () => ['de-DE', 'ru_RU.UTF-8'])).toBe('ru');
    expect(startLanguage(dir, () => ['fr-FR'])).toBe('en');
    expect(startLanguage(dir, () => [])).toBe('en');
  });

  it('once the settings file is there, its language, not the system’s; the system is not even asked', () => {
    dir = tempUserData('satchel-start-language-');
    const asked = vi.fn(() => ['uk-UA']);
    fs.writeFileSync(path.join(dir, 'settings.json'), JSON.stringify({ version: 2, language: 'ru' }));
    expect(startLanguage(dir, asked)).toBe('ru');
    fs.writeFileSync(path.join(dir, 'settings.json'), JSON.stringify({ version: 2 }));
    // The core reads a file without a language as English: main says the same.
    expect(startLanguage(dir, asked)).toBe('en');
    expect(asked).not.toHaveBeenCalled();
  });
});
