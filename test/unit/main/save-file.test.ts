/**
 * Electron's save-file port (electron/main/save-file.ts): the native save dialog says what is
 * being saved and offers the kind of file that is, for the history's CSV and the diagnostics' text.
 */
import { describe, expect, it } from 'vitest';
import type { SaveDialogOptions } from 'electron';
import { dialogSaveFile } from '../../../electron/main/save-file.js';

const session = { id: 's1', kind: 'main' as const, emit: () => undefined };

function port(answer: { canceled: boolean; filePath: string }) {
  const asked: SaveDialogOptions[] = [];
  const written: [string, string][] = [];
  const save = dialogSaveFile(
    async (_window, options) => (asked.push(options), answer),
    async (path, content) => void written.push([path, content]),
    () => null,
  );
  return { save, asked, written };
}

describe('the save dialog of the desktop app', () => {
  it('saves the diagnostics as text, under their own title, where the person chose', async () => {
    const { save, asked, written } = port({ canceled: false, filePath: '/tmp/somewhere/diag.txt' });
    const saved = await save(session, { suggestedName: 'satchel-diagnostics-2026-11-26.txt', content: 'Satchel diagnostics\n', title: 'Export diagnostics' });
    expect(saved).toEqual({ saved: 'file', path: '/tmp/somewhere/diag.txt' });
    expect(written).toEqual([['/tmp/somewhere/diag.txt', 'Satchel diagnostics\n']]);
    expect(asked[0]).toMatchObject({ title: 'Export diagnostics', defaultPath: 'satchel-diagnostics-2026-11-26.txt', filters: [{ name: 'Text', extensions: ['txt'] }] });
  });

  it('saves the history as CSV under its title, and a cancelled dialog writes nothing', async () => {
    const { save, asked, written } = port({ canceled: true, filePath: '' });
    expect(await save(session, { suggestedName: 'satchel-history-2026-11-26.csv', content: 'a,b\r\n', title: 'Export history' })).toEqual({ saved: 'cancelled' });
    expect(written).toEqual([]);
    expect(asked[0]).toMatchObject({ title: 'Export history', filters: [{ name: 'CSV (comma-separated values)', extensions: ['csv'] }] });
  });
});
